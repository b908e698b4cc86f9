-- Every process keeps the accounts behind tokens for a moment (server/auth/account-cache.ts): a
-- change or removal of an account is NOTIFYed, at commit, to all of them, which drop their copy.
CREATE FUNCTION "corvane_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('corvane_accounts', OLD."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "accounts_changed" AFTER UPDATE OR DELETE ON "accounts" FOR EACH ROW EXECUTE FUNCTION "corvane_account_changed"();
