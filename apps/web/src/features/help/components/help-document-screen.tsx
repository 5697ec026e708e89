import { HELP_TEXTS, type HelpResourceKind } from '@agencyscout/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageLayout } from '../../../components/page-layout.tsx';
import { SECTIONS } from '../../../lib/sections.ts';
import { useHelpDocument } from '../api.ts';
import { GuideHtml } from './help-html.tsx';

/** One guide (with its PDF) or tutorial (with its video when set) of the user guide, in the app. */
export function HelpDocumentScreen({ kind, resourceKey }: { kind: HelpResourceKind; resourceKey: string }) {
  const document = useHelpDocument(kind, resourceKey);
  const data = document.data;
  return (
    <PageLayout section={SECTIONS.helpcenter}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Button component={RouterLink} to={SECTIONS.helpcenter.path} startIcon={<ArrowBack />}>
          {HELP_TEXTS.backToHelp}
        </Button>
        {data?.pdfUrl ? (
          <Button
            href={data.pdfUrl}
            download={`${data.key}.pdf`}
            startIcon={<PictureAsPdfOutlined />}
            variant="outlined"
          >
            {HELP_TEXTS.downloadPdf}
          </Button>
        ) : null}
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 960 }}>
        {document.isPending ? (
          <Skeleton variant="rounded" height={400} />
        ) : document.isError || !data ? (
          <Alert severity="error">{HELP_TEXTS.notFound}</Alert>
        ) : (
          <article>
            <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
              {data.title}
            </Typography>
            {data.videoUrl ? (
              <Box
                component="iframe"
                src={data.videoUrl}
                title={`${HELP_TEXTS.watchVideo}: ${data.title}`}
                allow="encrypted-media; picture-in-picture; fullscreen"
                sx={{ border: 0, width: '100%', aspectRatio: '16 / 9', mb: 2 }}
              />
            ) : null}
            <GuideHtml html={data.html} />
          </article>
        )}
      </Paper>
    </PageLayout>
  );
}
