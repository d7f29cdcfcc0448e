import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { unlessWaiting } from '../common/waiting';
import { TileGrid } from './TileGrid';
import { ToolCard } from './ToolCard';
import { COPING_SKILLS } from '../../domain/toolkit/content';

export interface CopingSkillsTabProps {
  /** Skills already used today. */
  usedToday: readonly string[];
  /** Marks a skill used today (records coping usage). */
  onUse: (name: string) => void;
}

/**
 * The eight coping skills, each with short guidance, usable once a day.
 * Accessibility: a used skill's button reads 'Used Today ✓' and says a press does nothing
 * (aria-disabled) rather than being disabled, so the focus of the press that used it stays on it.
 */
export function CopingSkillsTab({ usedToday, onUse }: CopingSkillsTabProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">
        {usedToday.length === 0
          ? 'Pick a skill, follow the steps, then mark it used. Each one counts once a day.'
          : `You used ${usedToday.length} of ${COPING_SKILLS.length} skills today. Well done.`}
      </Typography>
      <TileGrid label="Coping skills" columns={{ xs: 1, md: 2 }}>
        {COPING_SKILLS.map((skill) => {
          const used = usedToday.includes(skill.name);
          return (
            <ToolCard
              key={skill.name}
              title={skill.name}
              headingLevel="h2"
              subtitle={skill.summary}
              videoQuery={skill.videoQuery}
              action={
                <Button
                  variant={used ? 'outlined' : 'contained'}
                  color={used ? 'success' : 'primary'}
                  aria-disabled={used}
                  onClick={(e) => unlessWaiting(used, e, () => onUse(skill.name))}
                  sx={used ? { cursor: 'default' } : undefined}
                  aria-label={used ? `${skill.name}: Used Today ✓` : `Use This Tool: ${skill.name}`}
                >
                  {used ? 'Used Today ✓' : 'Use This Tool'}
                </Button>
              }
            >
              <Box component="ol" sx={{ pl: 2.5, my: 0, '& li': { mb: 0.5 } }}>
                {skill.steps.map((step) => (
                  <Typography component="li" variant="body2" key={step}>
                    {step}
                  </Typography>
                ))}
              </Box>
            </ToolCard>
          );
        })}
      </TileGrid>
    </Box>
  );
}
