import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { VideoSearchLink } from './VideoSearchLink';
import { COPING_SKILLS } from './domain/content';

export interface CopingSkillsTabProps {
  /** Skills already used today. */
  usedToday: readonly string[];
  /** Marks a skill used today (records coping usage). */
  onUse: (name: string) => void;
}

/** The eight coping skills, each with short guidance, usable once a day. */
export function CopingSkillsTab({ usedToday, onUse }: CopingSkillsTabProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">
        {usedToday.length === 0
          ? 'Pick a skill, follow the steps, then mark it used. Each one counts once a day.'
          : `You used ${usedToday.length} of ${COPING_SKILLS.length} skills today. Well done.`}
      </Typography>
      <Box
        component="ul"
        aria-label="Coping skills"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {COPING_SKILLS.map((skill) => {
          const used = usedToday.includes(skill.name);
          return (
            <Card
              component="li"
              key={skill.name}
              variant="outlined"
              sx={{ display: 'flex', flexDirection: 'column' }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                  {skill.name}
                </Typography>
                <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
                  {skill.summary}
                </Typography>
                <Box component="ol" sx={{ pl: 2.5, my: 0, '& li': { mb: 0.5 } }}>
                  {skill.steps.map((step) => (
                    <Typography component="li" variant="body2" key={step}>
                      {step}
                    </Typography>
                  ))}
                </Box>
              </CardContent>
              <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Button
                  variant={used ? 'outlined' : 'contained'}
                  color={used ? 'success' : 'primary'}
                  disabled={used}
                  onClick={() => onUse(skill.name)}
                  aria-label={used ? `${skill.name}: Used Today ✓` : `Use This Tool: ${skill.name}`}
                >
                  {used ? 'Used Today ✓' : 'Use This Tool'}
                </Button>
                <VideoSearchLink query={skill.videoQuery}>Watch a video</VideoSearchLink>
              </CardActions>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
