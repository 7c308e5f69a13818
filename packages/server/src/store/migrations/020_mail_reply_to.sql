-- A mail may name where answers go (contact mails: the user who wrote; src/mail/).
ALTER TABLE mail_outbox ADD COLUMN reply_to text;
