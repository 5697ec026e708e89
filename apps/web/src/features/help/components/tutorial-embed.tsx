import { HELP_TEXTS } from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useHelpCatalogue } from '../api.ts';
import { TutorialMedia } from './tutorial-media.tsx';

/**
 * A tutorial of the help catalogue embedded in another screen's empty state (§2.6, §2.8 'an embedded help video'):
 * its video when the operator set one, else its first screenshot, with its title and a link to the tutorial.
 */
export function TutorialEmbed({ tutorialKey }: { tutorialKey: string }) {
  const catalogue = useHelpCatalogue();
  const tutorial = catalogue.data?.videos.find((video) => video.key === tutorialKey);
  if (!tutorial) return null;
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 480, textAlign: 'left' }} data-testid="tutorial-embed">
      <TutorialMedia tutorial={tutorial} height={220} />
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
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
