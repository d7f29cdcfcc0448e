import { describe, expect, it } from 'vitest';
import {
  groupTypeLabel,
  meetingScheduleLabel,
  peerColour,
  resourceColour,
  resourceTypeLabel,
  supportStatusLabel,
} from './labels';

describe('map labels', () => {
  it('names and colours the documented resource types, and unknown ones grey in words', () => {
    expect(resourceTypeLabel('peer_center')).toBe('Peer Drop-in Center');
    expect(resourceColour('detox')).toBe('red');
    expect(resourceTypeLabel('mental_health')).toBe('Mental Health');
    expect(resourceColour('mental_health')).toBe('grey');
    expect(resourceColour('toString')).toBe('grey');
  });

  it('labels and colours the support statuses as the legend does', () => {
    expect(supportStatusLabel('both')).toBe('Seeking & Offering');
    expect(peerColour('seeking')).toBe('amber');
    expect(peerColour('giving')).toBe('green');
    expect(peerColour('unknown')).toBe('grey');
  });

  it('writes a meeting group type in capitals with spaces, and its days joined by commas at its time', () => {
    expect(groupTypeLabel('alcoholics_anonymous')).toBe('ALCOHOLICS ANONYMOUS');
    expect(
      meetingScheduleLabel({ meeting_days: ['Monday', 'Thursday'], meeting_time: '7:00 PM' }),
    ).toBe('Monday, Thursday at 7:00 PM');
    expect(meetingScheduleLabel({ meeting_days: [], meeting_time: '7:00 PM' })).toBe('7:00 PM');
  });
});
