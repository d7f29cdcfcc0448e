import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BreathingTab } from '../../ui/toolkit/BreathingTab';
import { CopingSkillsTab } from '../../ui/toolkit/CopingSkillsTab';
import { CrisisSupportTab } from '../../ui/toolkit/CrisisSupportTab';
import { DashboardTab } from '../../ui/toolkit/DashboardTab';
import { JournalTab } from '../../ui/toolkit/JournalTab';
import { MeditationTab } from '../../ui/toolkit/MeditationTab';
import { RecoveryTimerTab } from '../../ui/toolkit/RecoveryTimerTab';
import { type ToolkitTab, ToolkitScreen, isToolkitTab } from '../../ui/toolkit/ToolkitScreen';
import { WellnessTab } from '../../ui/toolkit/WellnessTab';
import { playChime } from '../../ui/toolkit/chime';
import { shareMilestone } from '../stores/milestoneShare';
import { useNoticeStore } from '../stores/noticeStore';
import { useReminderPreference } from '../stores/reminderPreference';
import { useSessionStore } from '../stores/sessionStore';
import { checkedInToday, skillsUsedToday, useToolkitStore } from '../stores/toolkitStore';

/** Toolkit (/toolkit?tab=...): connects the persisted toolkit store to its eight tabs. */
export function ToolkitPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const showNotice = useNoticeStore((s) => s.show);
  const toolkit = useToolkitStore();
  // Known before a check-in, so that the check-in's report never waits on asking (its timing would
  // tell the server a check-in happened, reminders on or off).
  const signedIn = useSessionStore((s) => s.status === 'signedIn');
  const loadReminderPreference = useReminderPreference((s) => s.load);
  useEffect(() => {
    if (signedIn) void loadReminderPreference();
  }, [signedIn, loadReminderPreference]);
  const requested = params.get('tab');
  const tab: ToolkitTab = isToolkitTab(requested) ? requested : 'dashboard';

  const renderTab = (id: ToolkitTab) => {
    switch (id) {
      case 'dashboard':
        return (
          <DashboardTab
            usage={toolkit.usageStats}
            mood={toolkit.dailyMood}
            checkedInToday={checkedInToday(toolkit)}
            onCheckIn={toolkit.checkIn}
          />
        );
      case 'breathing':
        return <BreathingTab onStart={() => toolkit.recordUsage('breathing')} />;
      case 'meditation':
        return (
          <MeditationTab onStart={() => toolkit.recordUsage('meditation')} onComplete={playChime} />
        );
      case 'journal':
        return (
          <JournalTab
            entries={toolkit.journalEntries}
            mood={toolkit.dailyMood}
            onSave={(content) => {
              if (toolkit.addJournalEntry(content)) showNotice('success', 'Journal entry saved.');
            }}
            onDelete={toolkit.deleteJournalEntry}
          />
        );
      case 'timer':
        return (
          <RecoveryTimerTab
            startDate={toolkit.recoveryStartDate}
            recoveryType={toolkit.recoveryType}
            onStart={toolkit.startRecovery}
            onUpdateDate={(date) => {
              toolkit.updateStartDate(date);
              showNotice('success', 'Recovery start date updated.');
            }}
            onReset={toolkit.resetRecovery}
            onShare={(request) =>
              shareMilestone(request, { navigate: (path) => navigate(path), notify: showNotice })
            }
          />
        );
      case 'coping':
        return (
          <CopingSkillsTab
            usedToday={skillsUsedToday(toolkit)}
            onUse={toolkit.markCopingSkillUsed}
          />
        );
      case 'crisis':
        return (
          <CrisisSupportTab
            plan={toolkit.safetyPlan}
            onChange={toolkit.setSafetyPlan}
            onClear={toolkit.clearSafetyPlan}
          />
        );
      case 'wellness':
        return <WellnessTab habits={toolkit.wellnessHabits} onToggle={toolkit.toggleHabit} />;
    }
  };

  return (
    <ToolkitScreen
      tab={tab}
      onTabChange={(next) => setParams({ tab: next }, { replace: true })}
      renderTab={renderTab}
    />
  );
}
