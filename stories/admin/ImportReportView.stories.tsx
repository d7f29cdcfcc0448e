import type { Meta, StoryObj } from '@storybook/react';
import { ImportReportView } from '../../ui/admin/ImportReportView';
import { buildImportReport, many } from '../../ui/admin/fixtures';

const meta: Meta<typeof ImportReportView> = {
  title: 'Components/Admin/ImportReportView',
  component: ImportReportView,
  args: { report: buildImportReport() },
  parameters: { maxWidth: 600 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const WithSkippedLines: Story = {};
export const NothingSkipped: Story = {
  args: { report: buildImportReport({ kind: 'treatment-csv', imported: 40, skipped: [] }) },
};
/** Many skipped lines scroll inside their own box. */
export const ManySkipped: Story = {
  args: {
    report: buildImportReport({
      skipped: many(60, (i) => ({ line: i * 3 + 2, reason: 'no address or coordinates' })),
    }),
  },
};
