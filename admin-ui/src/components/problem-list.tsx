import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Code.css';
import { Code, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiProblem } from '@camino/schemas/api/error-codes';
import { localizeProblems } from '@camino/schemas/messages/render-problem';
import layout from './layout.module.css';

/**
 * The problems the server found in an uploaded file, each with the JSON pointer it names, so an
 * author can find the field (`/items/3/title must not be empty`). An empty pointer is the whole file.
 * Messages follow the UI language: each problem is written from its code by the shared problem
 * catalogue, those the server sent and those checked here alike, also after a language switch.
 */
export function ProblemList({ problems, max }: { problems: readonly ApiProblem[]; max?: number }) {
  const { i18n } = useTranslation();
  if (problems.length === 0) return null;
  const shown = localizeProblems(max === undefined ? problems : problems.slice(0, max), i18n.language);
  return (
    <List size="sm" spacing={4} className={layout.breakAnywhere} data-testid="problem-list">
      {shown.map((problem, i) => (
        <List.Item key={`${problem.pointer}-${i}`}>
          {problem.pointer && <Code>{problem.pointer}</Code>}{' '}
          <Text span size="sm">
            {problem.message}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
