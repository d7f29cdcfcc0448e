import { describe, expect, it } from 'vitest';
import { BREATHING_TECHNIQUES, phaseLabel, phaseSeconds, phaseSummary } from './breathing';

const byId = (id: string) => BREATHING_TECHNIQUES.find((t) => t.id === id)!;
const cycle = (id: string) =>
  byId(id).phases.map((ph, i) => `${phaseLabel(byId(id), ph.kind)} ${phaseSeconds(byId(id), i)}`);

describe('breathing techniques', () => {
  it('are the nine documented ones with their timings', () => {
    expect(BREATHING_TECHNIQUES).toHaveLength(9);
    expect(cycle('box')).toEqual(['Breathe In 4', 'Hold 4', 'Breathe Out 4', 'Hold 4']);
    expect(cycle('478')).toEqual(['Breathe In 4', 'Hold 7', 'Breathe Out 8']);
    expect(cycle('triangle')).toEqual(['Breathe In 4', 'Hold 4', 'Breathe Out 4']);
    expect(cycle('equal')).toEqual(['Breathe In 4', 'Breathe Out 4']);
    expect(cycle('belly')).toEqual(['Breathe In 6', 'Breathe Out 8']);
    expect(cycle('coherent')).toEqual(['Breathe In 5', 'Breathe Out 5']);
    expect(cycle('extended-exhale')).toEqual(['Breathe In 4', 'Hold 2', 'Breathe Out 6']);
    expect(cycle('ujjayi')).toEqual(['Breathe In (Ocean Sound) 6', 'Breathe Out (Ocean Sound) 6']);
  });

  it('gives Mindful 4 to 6 seconds per phase at random', () => {
    const mindful = byId('mindful');
    expect(phaseSeconds(mindful, 0, () => 0)).toBe(4);
    expect(phaseSeconds(mindful, 1, () => 0.5)).toBe(5);
    expect(phaseSeconds(mindful, 0, () => 0.9999)).toBe(6);
    for (let i = 0; i < 200; i += 1) {
      expect([4, 5, 6]).toContain(phaseSeconds(mindful, i));
    }
  });

  it('summarises the phases for the technique card', () => {
    expect(phaseSummary(byId('478'))).toBe('In 4 · Hold 7 · Out 8');
    expect(phaseSummary(byId('mindful'))).toBe('In 4-6 · Out 4-6');
  });
});
