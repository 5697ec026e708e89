import { HELP_TEXTS, type HelpTutorial } from '@agencyscout/contracts';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { TutorialMedia } from './tutorial-media.tsx';

/** Tutorials shown side by side. */
const VISIBLE = 3;

/** The visible window starting at `start`, wrapping past the end (§2.10 'wrapping arrows'). */
export function carouselWindow<T>(items: readonly T[], start: number, size = VISIBLE): T[] {
  if (items.length === 0) return [];
  const count = Math.min(size, items.length);
  return Array.from({ length: count }, (_, offset) => items[(start + offset) % items.length] as T);
}

function TutorialCard({ tutorial }: { tutorial: HelpTutorial }) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <TutorialMedia tutorial={tutorial} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {tutorial.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {tutorial.description}
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={tutorial.url} size="small" aria-label={`Open tutorial: ${tutorial.title}`}>
          {HELP_TEXTS.openTutorial}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The Resources tab (§2.10): the 10 tutorials with title and description, arrows that wrap around. */
export function ResourcesCarousel({ tutorials }: { tutorials: readonly HelpTutorial[] }) {
  const [start, setStart] = useState(0);
  const move = (step: number) => setStart((current) => (current + step + tutorials.length) % tutorials.length);
  const shown = carouselWindow(tutorials, start);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="resources-carousel">
      <IconButton aria-label={HELP_TEXTS.previous} onClick={() => move(-1)} disabled={tutorials.length < 2}>
        <ChevronLeft />
      </IconButton>
      <Box sx={{ display: 'flex', gap: 2, flex: 1, minWidth: 0, alignItems: 'stretch' }} aria-live="polite">
        {shown.map((tutorial) => (
          <TutorialCard key={tutorial.key} tutorial={tutorial} />
        ))}
      </Box>
      <IconButton aria-label={HELP_TEXTS.next} onClick={() => move(1)} disabled={tutorials.length < 2}>
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
