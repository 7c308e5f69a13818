-- What a mail is and the links it carries, so the outbox page can show administrators each
-- mail with its state and links (src/mail/).
ALTER TABLE mail_outbox ADD COLUMN kind text NOT NULL DEFAULT 'other';
ALTER TABLE mail_outbox ADD COLUMN links text[] NOT NULL DEFAULT '{}';

-- A contact mail as its sender finds it again on the account page: what they wrote, to whom,
-- and the outbox rows of the brand's mail and of their own copy (src/users/).
ALTER TABLE user_contact_mails ADD COLUMN id bigserial;
ALTER TABLE user_contact_mails ADD COLUMN subject text NOT NULL DEFAULT '';
ALTER TABLE user_contact_mails ADD COLUMN body text NOT NULL DEFAULT '';
ALTER TABLE user_contact_mails ADD COLUMN recipient text NOT NULL DEFAULT '';
ALTER TABLE user_contact_mails ADD COLUMN brand_name text NOT NULL DEFAULT '';
ALTER TABLE user_contact_mails ADD COLUMN mail_id bigint REFERENCES mail_outbox (id) ON DELETE SET NULL;
ALTER TABLE user_contact_mails ADD COLUMN copy_mail_id bigint REFERENCES mail_outbox (id) ON DELETE SET NULL;
