#!/usr/bin/env bash
# The end-to-end server: a fresh embedded database with the demo accounts, 20,000 demo leads, the stored-XSS
# sweep rows, an alert e-mail in the outbox and, when the shared datasets are present, the real LinkedIn 2023 postings as Open Web leads.
set -euo pipefail
rm -rf "${DATA_DIR:?}"
node apps/server/src/cli/index.ts seed-accounts
node apps/server/src/cli/index.ts seed-demo --leads 20000
# Stored-XSS sweep rows: the payload in every imported text field (e2e/stored-xss.ts).
node apps/server/src/cli/index.ts import csv e2e/fixtures/stored-xss-feed.csv --mapping e2e/fixtures/stored-xss-mapping.json
if [ -d ../shared/datasets/linkedin-2023 ]; then
  node apps/server/src/cli/index.ts import linkedin-2023 ../shared/datasets/linkedin-2023
else
  echo 'e2e: ../shared/datasets/linkedin-2023 is missing; the real-data journeys will be skipped'
  # In CI the datasets are always there: a missing folder is a broken machine, not a reason to skip.
  if [ "${CI:-}" = true ]; then exit 1; fi
fi
# Companies named alike for the duplicates journey (e2e/company-duplicates.spec.ts), imported last so that their
# pairs are the newest in the review queue: 'Kestrel Analytics Group' and 'Kestrel Analytic Group', and a payload
# company near the stored-XSS one.
node apps/server/src/cli/index.ts import csv e2e/fixtures/company-duplicates-feed.csv --mapping e2e/fixtures/company-duplicates-mapping.json
# An alert e-mail full of the payload rows, in the outbox for the mailbox journey (e2e/mailbox.spec.ts).
node e2e/fixtures/alert-search.ts
node apps/server/src/cli/index.ts send-alerts --any-hour
exec node apps/server/src/server.ts
