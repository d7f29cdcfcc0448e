import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { ImageUploadField } from '../../ui/admin/ImageUploadField';
import { FIXTURE_BANNER, FIXTURE_LOGO } from '../../ui/help/fixtures';

const meta: Meta<typeof ImageUploadField> = {
  title: 'Components/Admin/ImageUploadField',
  component: ImageUploadField,
  args: {
    label: 'Image',
    value: '',
    alt: "Calm Pages's image",
    width: 240,
    height: 90,
    onChange: fn(),
    onUpload: fn(async () => ({ id: 'img1', url: FIXTURE_BANNER })),
    error: null,
    disabled: false,
  },
  parameters: { maxWidth: 480 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const NoImage: Story = {};
export const WithImage: Story = { args: { value: FIXTURE_BANNER } };
export const Logo: Story = {
  args: { label: 'Logo', value: FIXTURE_LOGO, alt: "Bayside's logo", width: 64, height: 64 },
};
/** The save refused the image. */
export const Refused: Story = {
  args: { error: 'ad_image_url must be an uploaded image (/media/…)' },
};
export const Disabled: Story = { args: { value: FIXTURE_BANNER, disabled: true } };
