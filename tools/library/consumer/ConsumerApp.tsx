/**
 * Another app using the component library as it would from npm: it imports the package by its
 * name (resolved to ui/dist/ by this fixture's test project, vitest.config.ts) and nothing of the
 * repository's sources. If a component quietly needed this repository's app (its router, a store,
 * an API call), rendering it here would fail.
 */
import { useState } from 'react';
import { ConfirmDialog, CrisisLinks, TabList, ThemeRoot, theme } from '@peer-support/ui';

const TABS = [
  { id: 'lines', label: 'Crisis lines' },
  { id: 'about', label: 'About' },
] as const;
type Tab = (typeof TABS)[number]['id'];

export function ConsumerApp() {
  const [tab, setTab] = useState<Tab>('lines');
  const [asking, setAsking] = useState(false);
  const [left, setLeft] = useState(false);
  return (
    <ThemeRoot>
      <main>
        <h1 style={{ color: theme.palette.primary.main }}>A partner's help page</h1>
        <TabList
          tabs={TABS}
          value={tab}
          onChange={setTab}
          label="Sections"
          tabId={(id) => `tab-${id}`}
          panelId={(id) => `panel-${id}`}
        />
        <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'lines' ? (
            <CrisisLinks variant="list" />
          ) : (
            <button type="button" onClick={() => setAsking(true)}>
              Leave this page
            </button>
          )}
        </section>
        {left && <p role="status">You left the page.</p>}
        <ConfirmDialog
          open={asking}
          title="Leave this page?"
          message="You can come back at any time."
          confirmLabel="Leave"
          onConfirm={() => {
            setAsking(false);
            setLeft(true);
          }}
          onCancel={() => setAsking(false)}
        />
      </main>
    </ThemeRoot>
  );
}
