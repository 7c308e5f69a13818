-- A one-time token may carry a value: the new address of an e-mail change (src/auth/).
ALTER TABLE auth_user_tokens ADD COLUMN payload text;
