-- Field Web Vitals the site's pages reported (infra/src/field): kept a month, read by the team page and `npm run releases`.
CREATE TABLE field_samples (
  id bigserial PRIMARY KEY,
  at bigint NOT NULL,
  part text NOT NULL,
  release text NOT NULL,
  metric text NOT NULL,
  value double precision NOT NULL,
  rating text NOT NULL,
  nav text NOT NULL,
  code text,
  dom text
);
CREATE INDEX field_samples_at ON field_samples (at);
