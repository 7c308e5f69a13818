/**
 * `npm run user -- add|passwd|grant-owner|revoke-owner|list` manages accounts;
 * `npm run user -- rotate-key` adds a new signing key (restart the servers afterwards).
 * Uses the configured database (DATA_DIR or DATABASE_URL), like the server.
 */
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config';
import { openStore } from '../store';
import { createAccountsRepository } from './accounts.repository';
import { EMAIL } from './accounts.service';
import { rotateSigningKey } from './keys';
import { hashPassword, passwordProblem } from './passwords';

const USAGE = `usage:
  npm run user -- add <email> [password] [--first <name>] [--last <name>]
  npm run user -- passwd <email> [password]
  npm run user -- grant-owner <email> <owner_id>
  npm run user -- revoke-owner <email> <owner_id>
  npm run user -- list
  npm run user -- rotate-key
A password left out is generated and printed.`;

function option(args: string[], name: string) {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [value] = args.splice(i, 2).slice(1);
  return value;
}

function password(given: string | undefined) {
  const value = given ?? randomBytes(12).toString('base64url');
  const problem = passwordProblem(value);
  if (problem) throw new Error(`password refused: ${problem.replace('_', ' ')}`);
  return { value, generated: given === undefined };
}

async function main(argv: string[]) {
  const args = [...argv];
  const command = args.shift();
  if (!command || command === 'help' || command === '--help') return console.log(USAGE);
  const store = await openStore(loadConfig());
  const accounts = createAccountsRepository(store);
  const userOf = async (email: string | undefined) => {
    const user = email ? await accounts.userByEmail(email) : undefined;
    if (!user) throw new Error(`no account for ${email ?? '(no e-mail given)'}`);
    return user;
  };
  try {
    switch (command) {
      case 'add': {
        const first = option(args, '--first') ?? '';
        const last = option(args, '--last') ?? '';
        const [email, given] = args;
        if (!email || !EMAIL.test(email)) throw new Error('add needs a valid e-mail address');
        if (await accounts.userByEmail(email)) throw new Error(`${email} has an account already`);
        const pw = password(given);
        await accounts.insertUser({
          email,
          first_name: first,
          last_name: last,
          language: 'en',
          password_hash: await hashPassword(pw.value),
          verified: true,
        });
        console.log(`added ${email}${pw.generated ? ` with password ${pw.value}` : ''}`);
        break;
      }
      case 'passwd': {
        const user = await userOf(args[0]);
        const pw = password(args[1]);
        await accounts.setPassword(user.uuid, await hashPassword(pw.value));
        console.log(`password of ${user.email} changed${pw.generated ? ` to ${pw.value}` : ''}`);
        break;
      }
      case 'grant-owner':
      case 'revoke-owner': {
        const user = await userOf(args[0]);
        const ownerId = args[1];
        if (!ownerId) throw new Error(`${command} needs an owner id`);
        if (command === 'grant-owner') await accounts.grantOwner(user.uuid, ownerId);
        else await accounts.revokeOwner(user.uuid, ownerId);
        console.log(
          `${user.email} ${command === 'grant-owner' ? 'now owns' : 'no longer owns'} ${ownerId}`,
        );
        break;
      }
      case 'list':
        for (const u of await accounts.listUsers()) {
          const owns = u.owner_ids.length ? ` owns ${u.owner_ids.join(', ')}` : '';
          console.log(
            `${u.email}\t${u.first_name} ${u.last_name}\t${u.verified ? 'verified' : 'unverified'}${owns}`,
          );
        }
        break;
      case 'rotate-key':
        console.log(
          `new signing key ${await rotateSigningKey(store)}: restart the servers to sign with it`,
        );
        break;
      default:
        throw new Error(`unknown command ${command}\n${USAGE}`);
    }
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
