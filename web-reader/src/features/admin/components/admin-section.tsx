import { Paper, Stack, Text, Title, type MantineSpacing, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AdminSectionProps {
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  title: string;
  /** A dimmed line under the heading, when the section explains itself. */
  help?: string;
  /** Sections directly under a tab's title are level 2; sections inside a tab's part, level 3. */
  order?: TitleOrder;
  gap?: MantineSpacing;
  testId?: string;
  /** False for a section that is a tab's main list: it stands on the page without a border. */
  framed?: boolean;
  children: ReactNode;
}

/** A part of an admin tab: a small heading that names the section, its help, then its content. */
export function AdminSection({
  titleId,
  title,
  help,
  order = 3,
  gap = 'sm',
  testId,
  framed = true,
  children,
}: AdminSectionProps) {
  const content = (
    <>
      <Title order={order} size="h4" id={titleId}>
        {title}
      </Title>
      {help && (
        <Text size="sm" c="dimmed">
          {help}
        </Text>
      )}
      {children}
    </>
  );
  if (!framed) {
    return (
      <Stack gap={gap} component="section" aria-labelledby={titleId} data-testid={testId}>
        {content}
      </Stack>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap={gap}>{content}</Stack>
    </Paper>
  );
}
