import { HELP_QUESTION_MAX_LENGTH, HELP_SUGGESTIONS, HELP_TEXTS } from '@agencyscout/contracts';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { PageLayout } from '../../../components/page-layout.tsx';
import { SECTIONS } from '../../../lib/sections.ts';
import { useAskQuestion, useHelpCatalogue } from '../api.ts';
import { AnswerPanel } from './answer-panel.tsx';
import { ResourcesCarousel } from './resources-carousel.tsx';

type HelpTab = 'resources' | 'search';

/**
 * The Help Center (prospecting-core §2.10): the question box with its hint (AI or retrieval only), the two
 * suggestions, and the Resources and Search tabs. Asking — Enter, the search button or a suggestion — switches to
 * Search; an empty question shows the hint there without asking.
 */
export function HelpCenterScreen() {
  const catalogue = useHelpCatalogue();
  const ask = useAskQuestion();
  const [question, setQuestion] = useState('');
  const [tab, setTab] = useState<HelpTab>('resources');
  const [asked, setAsked] = useState(false);

  const submit = (text: string) => {
    setTab('search');
    const trimmed = text.trim();
    if (!trimmed) {
      setAsked(false);
      ask.reset();
      return;
    }
    setAsked(true);
    ask.mutate(trimmed);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(question);
  };
  const aiEnabled = catalogue.data?.aiEnabled ?? false;

  return (
    <PageLayout section={SECTIONS.helpcenter}>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Stack spacing={2} component="form" onSubmit={onSubmit} role="search">
          <Typography variant="h5" component="h2">
            {HELP_TEXTS.title}
          </Typography>
          <TextField
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            label={HELP_TEXTS.questionLabel}
            fullWidth
            slotProps={{
              htmlInput: { maxLength: HELP_QUESTION_MAX_LENGTH },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton type="submit" aria-label={HELP_TEXTS.ask} edge="end">
                      <Search />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <AutoAwesomeOutlined fontSize="small" color="action" />
            <Typography variant="body2" color="text.secondary" data-testid="help-mode-hint">
              {catalogue.isPending ? '' : aiEnabled ? HELP_TEXTS.aiHint : HELP_TEXTS.retrievalHint}
            </Typography>
          </Stack>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {HELP_SUGGESTIONS.map((suggestion) => (
              <Button
                key={suggestion}
                variant="outlined"
                size="small"
                onClick={() => {
                  setQuestion(suggestion);
                  submit(suggestion);
                }}
              >
                {suggestion}
              </Button>
            ))}
          </Stack>
        </Stack>
      </Paper>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_event, value: HelpTab) => setTab(value)} aria-label="Help Center">
          <Tab value="resources" label={HELP_TEXTS.resourcesTab} id="help-tab-resources" aria-controls="help-panel" />
          <Tab value="search" label={HELP_TEXTS.searchTab} id="help-tab-search" aria-controls="help-panel" />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="help-panel" aria-labelledby={`help-tab-${tab}`}>
        {tab === 'resources' ? (
          catalogue.data ? (
            <ResourcesCarousel tutorials={catalogue.data.videos} />
          ) : (
            <Skeleton variant="rounded" height={280} />
          )
        ) : (
          <AnswerPanel
            status={asked ? ask.status : 'idle'}
            answer={ask.data}
            error={ask.error}
            catalogue={catalogue.data}
          />
        )}
      </Box>
    </PageLayout>
  );
}
