/**
 * Contact search and outreach-list speed (outreach-integrations-admin §2 'Contact Search screen', 'Outreach
 * list screen'; issue #13 speed targets; docs/performance.md 'Contacts and outreach lists'). Both are kept by
 * triggers, so every writer (API, importers, seeds) keeps them exact:
 *
 * - `contacts.place_city` / `place_state`: where a contact is, as the Location filter compares it — the
 *   contact's own city and state, else its company's — lower-cased city and upper-cased state, so the filter
 *   reads one index (counts from the index alone) instead of joining every contact to its company.
 * - The sort keys of an outreach list's rows on its memberships (`last_key`, `first_key`, `company_key`,
 *   `company_id`), so a batch of a 5,000-contact list is a range of one index instead of 5,000 contact reads
 *   and a sort.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE contacts ADD COLUMN place_city text, ADD COLUMN place_state text;

    CREATE FUNCTION contacts_set_place() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      SELECT lower(coalesce(NEW.city, co.city)), upper(coalesce(NEW.state, co.state))
        INTO NEW.place_city, NEW.place_state
        FROM companies co WHERE co.id = NEW.company_id;
      RETURN NEW;
    END $$;
    CREATE TRIGGER contacts_place BEFORE INSERT OR UPDATE OF city, state, company_id ON contacts
      FOR EACH ROW EXECUTE FUNCTION contacts_set_place();

    UPDATE contacts ct SET place_city = lower(coalesce(ct.city, co.city)), place_state = upper(coalesce(ct.state, co.state))
      FROM companies co WHERE co.id = ct.company_id;

    -- 'City, ST' and 'City' (a prefix of the city; the state compared in the index); a state code alone.
    CREATE INDEX contacts_place_city ON contacts (place_city text_pattern_ops, place_state);
    CREATE INDEX contacts_place_state ON contacts (place_state);

    ALTER TABLE call_list_contacts
      ADD COLUMN last_key text, ADD COLUMN first_key text, ADD COLUMN company_key text, ADD COLUMN company_id bigint;

    CREATE FUNCTION call_list_contacts_set_keys() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      SELECT lower(ct.last_name), lower(ct.first_name), lower(co.name), co.id
        INTO NEW.last_key, NEW.first_key, NEW.company_key, NEW.company_id
        FROM contacts ct JOIN companies co ON co.id = ct.company_id WHERE ct.id = NEW.contact_id;
      RETURN NEW;
    END $$;
    CREATE TRIGGER call_list_contacts_keys BEFORE INSERT OR UPDATE OF contact_id ON call_list_contacts
      FOR EACH ROW EXECUTE FUNCTION call_list_contacts_set_keys();

    UPDATE call_list_contacts m
      SET last_key = lower(ct.last_name), first_key = lower(ct.first_name), company_key = lower(co.name), company_id = co.id
      FROM contacts ct JOIN companies co ON co.id = ct.company_id WHERE ct.id = m.contact_id;

    -- A batch is a range of one of these (read from the index alone once the table is vacuumed).
    CREATE INDEX call_list_contacts_by_name ON call_list_contacts (call_list_id, org_id, last_key, first_key, contact_id);
    CREATE INDEX call_list_contacts_by_company
      ON call_list_contacts (call_list_id, org_id, company_key, company_id, last_key, first_key, contact_id);
    CREATE INDEX call_list_contacts_contact ON call_list_contacts (contact_id);

    -- A company's move or rename reaches its contacts' places and list rows.
    CREATE FUNCTION companies_spread_to_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.city IS DISTINCT FROM NEW.city OR OLD.state IS DISTINCT FROM NEW.state THEN
        UPDATE contacts SET place_city = lower(coalesce(city, NEW.city)), place_state = upper(coalesce(state, NEW.state))
          WHERE company_id = NEW.id AND (city IS NULL OR state IS NULL);
      END IF;
      IF OLD.name IS DISTINCT FROM NEW.name THEN
        UPDATE call_list_contacts SET company_key = lower(NEW.name) WHERE company_id = NEW.id;
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER companies_spread AFTER UPDATE OF city, state, name ON companies
      FOR EACH ROW EXECUTE FUNCTION companies_spread_to_contacts();

    -- A contact's rename or move to another company reaches its list rows.
    CREATE FUNCTION contacts_spread_to_lists() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE call_list_contacts m
        SET last_key = lower(NEW.last_name), first_key = lower(NEW.first_name), company_key = lower(co.name), company_id = co.id
        FROM companies co WHERE co.id = NEW.company_id AND m.contact_id = NEW.id;
      RETURN NULL;
    END $$;
    CREATE TRIGGER contacts_spread AFTER UPDATE OF first_name, last_name, company_id ON contacts
      FOR EACH ROW
      WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
        OR OLD.company_id IS DISTINCT FROM NEW.company_id)
      EXECUTE FUNCTION contacts_spread_to_lists();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER contacts_spread ON contacts;
    DROP FUNCTION contacts_spread_to_lists();
    DROP TRIGGER companies_spread ON companies;
    DROP FUNCTION companies_spread_to_contacts();
    DROP TRIGGER call_list_contacts_keys ON call_list_contacts;
    DROP FUNCTION call_list_contacts_set_keys();
    ALTER TABLE call_list_contacts DROP COLUMN last_key, DROP COLUMN first_key, DROP COLUMN company_key,
      DROP COLUMN company_id;
    DROP TRIGGER contacts_place ON contacts;
    DROP FUNCTION contacts_set_place();
    ALTER TABLE contacts DROP COLUMN place_state, DROP COLUMN place_city;
  `.execute(db);
}
