import { Text, Title } from '@mantine/core';

/** The top of an admin tab: its title and the one line that says what the tab is for. */
export function TabHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <div>
      <Title order={2}>{title}</Title>
      <Text size="sm" c="dimmed">
        {lead}
      </Text>
    </div>
  );
}
