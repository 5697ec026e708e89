import { HELP_TEXTS, type HelpAnswer, type HelpCatalogue } from '@agencyscout/contracts';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { AnswerMarkdown } from './help-html.tsx';

interface AnswerPanelProps {
  status: 'idle' | 'pending' | 'error' | 'success';
  answer: HelpAnswer | undefined;
  error: Error | null;
  catalogue: HelpCatalogue | undefined;
}

function errorText(error: Error | null): string {
  if (error instanceof ApiError) return `${error.statusCode}: ${error.message}`;
  return error?.message ?? 'Internal Error';
}

/** §2.10 'sources listed as PDFs and Videos links': the answer's catalogue keys, split by kind, best first. */
function Sources({ keys, catalogue }: { keys: string[]; catalogue: HelpCatalogue | undefined }) {
  if (!catalogue || keys.length === 0) return null;
  const pdfs = keys.flatMap((key) => catalogue.pdfs.filter((pdf) => pdf.key === key));
  const videos = keys.flatMap((key) => catalogue.videos.filter((video) => video.key === key));
  return (
    <Stack spacing={1.5} data-testid="help-sources">
      <Typography variant="subtitle1" component="h3">
        {HELP_TEXTS.sources}
      </Typography>
      {pdfs.length > 0 ? (
        <Stack spacing={0.5} component="section" aria-label={HELP_TEXTS.pdfs}>
          <Typography variant="subtitle2" component="h4">
            {HELP_TEXTS.pdfs}
          </Typography>
          {pdfs.map((pdf) => (
            <Stack key={pdf.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PictureAsPdfOutlined fontSize="small" color="action" />
              <Link href={pdf.url} download={`${pdf.key}.pdf`}>
                {pdf.title}
              </Link>
              <Link component={RouterLink} to={pdf.pageUrl} variant="body2">
                (read here)
              </Link>
            </Stack>
          ))}
        </Stack>
      ) : null}
      {videos.length > 0 ? (
        <Stack spacing={0.5} component="section" aria-label={HELP_TEXTS.videos}>
          <Typography variant="subtitle2" component="h4">
            {HELP_TEXTS.videos}
          </Typography>
          {videos.map((video) => (
            <Stack key={video.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <OndemandVideoOutlined fontSize="small" color="action" />
              <Link component={RouterLink} to={video.url}>
                {video.title}
              </Link>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The Search tab (§2.10): the empty hint, 'Preparing Resonse...' while loading, then the answer and sources. */
export function AnswerPanel({ status, answer, error, catalogue }: AnswerPanelProps) {
  if (status === 'idle') {
    return <Typography color="text.secondary">{HELP_TEXTS.emptyHint}</Typography>;
  }
  if (status === 'pending') {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} />
        <Typography>{HELP_TEXTS.loading}</Typography>
      </Stack>
    );
  }
  if (status === 'error' || !answer) return <Alert severity="error">{errorText(error)}</Alert>;
  return (
    <Stack spacing={3}>
      <AnswerMarkdown markdown={answer.message.choices[0]?.message.content ?? ''} />
      <Sources keys={answer.sources} catalogue={catalogue} />
    </Stack>
  );
}
