-- Leads, their delivery state, and the settings every instance shares (the form-token secret).
-- Times are milliseconds since 1970, from the service's clock, as in the SQLite store.
CREATE TABLE leads (
  id text PRIMARY KEY,
  created_at bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'spam')),
  spam_reason text,
  idempotency_key text UNIQUE,
  form_token text,
  body_hash text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  vehicle_type text NOT NULL,
  message text NOT NULL,
  client_ip text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL,
  last_error text,
  sent_at bigint,
  claimed_by text
);
CREATE INDEX leads_due ON leads (next_attempt_at) WHERE status = 'pending';
-- A form token brings in one lead: the database refuses a second one, whichever instance writes it.
CREATE UNIQUE INDEX leads_form_token_once ON leads (form_token) WHERE status <> 'spam';

CREATE TABLE settings (name text PRIMARY KEY, value text NOT NULL);
