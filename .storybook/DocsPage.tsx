import {
  ArgTypes,
  Description,
  DocsContainer,
  type DocsContainerProps,
  Primary,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';
import type { PropsWithChildren } from 'react';

/**
 * Every docs page is a document of its own (the docs frame): its content is its main landmark, as
 * on the app's pages, so axe holds the handbook to the same rules as the product
 * (tools/visual/docs.ts).
 */
export function DocsFrame({ children, ...props }: PropsWithChildren<DocsContainerProps>) {
  return (
    <main>
      <DocsContainer {...props}>{children}</DocsContainer>
    </main>
  );
}

/**
 * A component's docs page: what it is for (its doc comment), its first story, its props with their
 * descriptions and defaults (a read-only table: changing them is the Controls panel's work), then
 * every state as a story.
 */
export function ComponentDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <ArgTypes />
      <Stories />
    </>
  );
}

/** A Foundations page: the page itself, drawn in full, with its own heading (no props, no states). */
export function FoundationDocsPage() {
  return <Primary />;
}

/** The parameters of a Foundations story file: its page inline, at its whole height. */
export const foundationDocs = {
  docs: {
    page: FoundationDocsPage,
    story: { inline: true },
    canvas: { sourceState: 'none', withToolbar: false },
  },
} as const;
