import type { HelpTutorial } from '@agencyscout/contracts';
import Box from '@mui/material/Box';

/** The tutorial's video when the operator set one (embedded), else its first screenshot. */
export function TutorialMedia({ tutorial, height = 160 }: { tutorial: HelpTutorial; height?: number }) {
  if (tutorial.videoUrl) {
    return (
      <Box
        component="iframe"
        src={tutorial.videoUrl}
        title={tutorial.title}
        allow="encrypted-media; picture-in-picture; fullscreen"
        sx={{ border: 0, width: '100%', height, display: 'block' }}
      />
    );
  }
  return (
    <Box
      component="img"
      src={`/api/help/images/${tutorial.storedName}-1.png`}
      alt=""
      loading="lazy"
      sx={{
        width: '100%',
        height,
        objectFit: 'cover',
        objectPosition: 'top left',
        display: 'block',
        bgcolor: 'action.hover',
      }}
    />
  );
}
