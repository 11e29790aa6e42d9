-- The per-client sliding window, shared by every instance: one row per counted request.
CREATE TABLE rate_hits (client_key text NOT NULL, hit_at bigint NOT NULL);
CREATE INDEX rate_hits_client ON rate_hits (client_key, hit_at);
CREATE INDEX rate_hits_age ON rate_hits (hit_at);

-- Counts one request of a client, or refuses it: 0 when allowed, else the milliseconds until the
-- oldest counted request leaves the window. The client's lock makes the count and the write one step.
CREATE FUNCTION take_rate(p_key text, p_now bigint, p_limit bigint, p_window bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  hits bigint;
  oldest bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_key, 0));
  DELETE FROM rate_hits WHERE client_key = p_key AND hit_at <= p_now - p_window;
  SELECT count(*), min(hit_at) INTO hits, oldest FROM rate_hits WHERE client_key = p_key;
  IF hits >= p_limit THEN
    RETURN coalesce(oldest, p_now) + p_window - p_now;
  END IF;
  INSERT INTO rate_hits (client_key, hit_at) VALUES (p_key, p_now);
  RETURN 0;
END
$$;
