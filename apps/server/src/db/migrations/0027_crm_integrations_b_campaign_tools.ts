/**
 * CRM integrations part 2 (issue #17; outreach-integrations-admin §2, §3 'Drip campaign', §7 drip,
 * constantcontact): e-mail campaigns (item type 5) come from Drip (kind 4) and Constant Contact (kind 2), whose
 * ids may coincide, so an item is unique per organisation, kind, type and provider id. `list_ids` keeps the
 * contact lists a Constant Contact campaign sends to (a contact joins a campaign through them).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE integration_items DROP CONSTRAINT integration_items_org_id_item_type_external_id_key;
    ALTER TABLE integration_items
      ADD CONSTRAINT integration_items_org_kind_type_external_key UNIQUE (org_id, kind, item_type, external_id);
    ALTER TABLE integration_items ADD COLUMN list_ids jsonb NOT NULL DEFAULT '[]'::jsonb;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE integration_items DROP COLUMN list_ids;
    ALTER TABLE integration_items DROP CONSTRAINT integration_items_org_kind_type_external_key;
    DELETE FROM integration_items a USING integration_items b
      WHERE a.org_id = b.org_id AND a.item_type = b.item_type AND a.external_id = b.external_id AND a.id > b.id;
    ALTER TABLE integration_items
      ADD CONSTRAINT integration_items_org_id_item_type_external_id_key UNIQUE (org_id, item_type, external_id);
  `.execute(db);
}
