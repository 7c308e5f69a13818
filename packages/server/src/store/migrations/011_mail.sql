-- Outgoing mail, written in the same transaction as the action that sends it (src/mail/).
CREATE TABLE mail_outbox (
  id          bigserial PRIMARY KEY,
  recipient   text NOT NULL,
  subject     text NOT NULL,
  text_body   text NOT NULL,
  html_body   text,
  attempts    integer NOT NULL DEFAULT 0,
  next_try_at timestamptz NOT NULL DEFAULT now(),
  last_error  text,
  sent_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_try_at) WHERE sent_at IS NULL;
