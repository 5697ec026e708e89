import { LEAD_DETAIL_TEXTS, type LeadDetail, SOURCE_KIND_LABELS } from '@agencyscout/contracts';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { externalUrl, formatDisplayDate } from '../../../../lib/formatting.ts';

/**
 * Where a live lead stands (issue #28): 'Closed on …' when its posting came down from every board that listed it
 * (the lead stays reachable by id), and the boards that list it with the date it was first seen.
 */
export function LeadStatus({ lead }: { lead: LeadDetail }) {
  const sources = lead.liveSources.filter((source) => source.open || lead.closedAt);
  return (
    <>
      {lead.closedAt ? (
        <Alert severity="info" data-testid="lead-closed">
          <strong>
            {LEAD_DETAIL_TEXTS.closedOn} {formatDisplayDate(lead.closedAt)}.
          </strong>{' '}
          {LEAD_DETAIL_TEXTS.closedNote}
        </Alert>
      ) : null}
      {sources.length > 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="lead-sources">
          {LEAD_DETAIL_TEXTS.listedOn}{' '}
          {sources.map((source, index) => {
            const url = externalUrl(source.url);
            const label = `${source.name} (${SOURCE_KIND_LABELS[source.kind]})`;
            return (
              <span key={`${source.kind}-${source.url}`}>
                {index > 0 ? ', ' : ''}
                {url ? (
                  <Link href={url} target="_blank" rel="noopener noreferrer">
                    {label}
                  </Link>
                ) : (
                  label
                )}
              </span>
            );
          })}{' '}
          · {LEAD_DETAIL_TEXTS.firstSeen} {formatDisplayDate(lead.firstSeenAt)}
        </Typography>
      ) : null}
    </>
  );
}
