import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { MemberTodayAnswer } from '@camino/schemas/api/today';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * A member's own day on Today: the step of each path they follow (its day, what it asks, a link to
 * the path) and their streak unless they hide it. Nothing for visitors (the answer has no member part).
 */
export function MemberDay({ member }: { member: MemberTodayAnswer }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="today-member-title"
      data-testid="today-member"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="today-member-title">
          {t('todayYourDay')}
        </Title>
        {member.streak && (
          <Text fw={600} data-testid="today-streak">
            {member.streak.days === 0 ? t('streakNone') : t('streakDays', { count: member.streak.days })}
          </Text>
        )}
        {member.steps.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="today-no-steps">
            {t('todayNoSteps')}{' '}
            <Anchor component={Link} to="/paths">
              {t('pathsLink')}
            </Anchor>
          </Text>
        ) : (
          <Stack gap="xs" component="ul" className="plain-list">
            {member.steps.map((step) => (
              <li key={step.path_id} data-testid={`today-step-${step.path_id}`}>
                <Anchor component={Link} to={`/paths/${step.path_id}`} fw={600}>
                  {step.title}
                </Anchor>
                <Text span size="sm" c="dimmed">
                  {' · '}
                  {t('todayStepDay', { day: step.day, days: step.days })}
                </Text>
                {step.prompt && <Text size="sm">{step.prompt}</Text>}
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
