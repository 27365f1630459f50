import {
  Alert,
  Box,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NEWS_DESCRIPTION_MAX, NEWS_TITLE_MAX } from '@camino/schemas/constants';
import type { WorkspaceFile } from '../../../../shared/workspace-types';
import { CodeEditor } from '../../components/code-editor';
import { EditorToolbar } from '../../components/editor-toolbar';
import { JsonEditor } from '../../components/json-editor';
import { useFileText } from '../../lib/use-file-text';
import { CharCount, countCharacters } from './char-count';
import { MarkdownPreview } from './markdown-preview';
import { parseNews, serializeNews, type NewsValues } from './news-values';
import { TranslationFields, WrittenIn } from './written-in';

/** A news title with its counter: at most NEWS_TITLE_MAX characters, and not blank when `required`. */
function TitleField({
  control,
  name,
  required,
}: {
  control: Control<NewsValues>;
  name: `${'public' | 'private'}.title` | `${'public' | 'private'}.translation.title`;
  required: (all: NewsValues) => boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      rules={{
        validate: (value, all) => {
          const count = countCharacters(value);
          if (count > NEWS_TITLE_MAX) return t('characters', { count, max: NEWS_TITLE_MAX });
          return value.trim() !== '' || !required(all) || t('required');
        },
      }}
      render={({ field, fieldState }) => (
        <TextInput
          label={t('newsTitle')}
          {...field}
          error={fieldState.error?.message}
          description={<CharCount text={field.value} max={NEWS_TITLE_MAX} />}
        />
      )}
    />
  );
}

function NewsBlockFields({
  name,
  control,
  hint,
}: {
  name: 'public' | 'private';
  control: Control<NewsValues>;
  hint?: string;
}) {
  const { t } = useTranslation();
  const lang = useWatch({ control, name: `${name}.lang` });
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t(name === 'public' ? 'newsPublic' : 'newsPrivate')}
        </Title>
        <Controller
          control={control}
          name={`${name}.enabled`}
          render={({ field }) => (
            <Switch
              label={t('newsEnabled')}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <TitleField
          control={control}
          name={`${name}.title`}
          // A block shown on the home page needs its title.
          required={(all) => all[name].enabled}
        />
        <Controller
          control={control}
          name={`${name}.description`}
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('newsDescription')}
              </Text>
              {hint && (
                <Text size="xs" c="dimmed">
                  {hint}
                </Text>
              )}
              <SimpleGrid cols={2} spacing="xs">
                <Box h={150} style={{ border: '1px solid var(--mantine-color-default-border)' }}>
                  <CodeEditor
                    path={`news/${name}-description.md`}
                    language="markdown"
                    value={field.value}
                    onChange={field.onChange}
                    onSave={() => {}}
                    label={`${t(name === 'public' ? 'newsPublic' : 'newsPrivate')} ${t('newsDescription')}`}
                  />
                </Box>
                {/* Marked with the block's language, as the reader marks it. */}
                <Box
                  h={150}
                  style={{ overflow: 'auto' }}
                  px="xs"
                  bg="var(--mantine-color-default-hover)"
                  lang={lang}
                >
                  <MarkdownPreview
                    source={field.value}
                    label={`${t('preview')}: ${t(name === 'public' ? 'newsPublic' : 'newsPrivate')}`}
                  />
                </Box>
              </SimpleGrid>
              <CharCount text={field.value} max={NEWS_DESCRIPTION_MAX} />
            </Stack>
          )}
        />
        <Controller
          control={control}
          name={`${name}.lang`}
          render={({ field }) => <WrittenIn id={name} value={field.value} onChange={field.onChange} />}
        />
        <TranslationFields from={lang}>
          <TitleField
            control={control}
            name={`${name}.translation.title`}
            // A translation with a description needs its title (the schema's rule).
            required={(all) => all[name].translation.description.trim() !== ''}
          />
          <Controller
            control={control}
            name={`${name}.translation.description`}
            rules={{
              validate: (value) =>
                countCharacters(value) <= NEWS_DESCRIPTION_MAX ||
                t('characters', { count: countCharacters(value), max: NEWS_DESCRIPTION_MAX }),
            }}
            render={({ field, fieldState }) => (
              <Textarea
                label={t('newsDescription')}
                autosize
                minRows={3}
                {...field}
                error={fieldState.error?.message}
                description={<CharCount text={field.value} max={NEWS_DESCRIPTION_MAX} />}
              />
            )}
          />
        </TranslationFields>
      </Stack>
    </Paper>
  );
}

function NewsForm({ initial, onChange }: { initial: NewsValues; onChange: (values: NewsValues) => void }) {
  const { t } = useTranslation();
  const { control, watch, trigger } = useForm<NewsValues>({ defaultValues: initial, mode: 'onChange' });
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    void trigger(); // Show what is already wrong in the saved file.
    const subscription = watch((values) => onChangeRef.current(values as NewsValues));
    return () => subscription.unsubscribe();
  }, [watch, trigger]);
  return (
    <ScrollArea h="100%" type="auto">
      <Stack p="sm" gap="sm" maw={1100}>
        <Text size="xs" c="dimmed">
          {t('newsHint')}
        </Text>
        <NewsBlockFields name="public" control={control} />
        <NewsBlockFields name="private" control={control} hint={t('newsPrivateHint')} />
      </Stack>
    </ScrollArea>
  );
}

/** news.json as a form: both blocks, their limits and a live preview of each description. */
export function NewsEditor({ file }: { file: WorkspaceFile }) {
  const { loaded, text, dirty, setText, save, revert } = useFileText(file.path);
  const [formKey, setFormKey] = useState(0);
  if (!loaded) return null;
  const initial = parseNews(text);
  if (!initial) {
    return (
      <Box h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
        <Alert color="yellow" py={4}>
          news.json: {'{ "public": {enabled, title, description, lang?, translation?}, "private": {…} }'}
        </Alert>
        <Box style={{ flex: 1, minHeight: 0 }}>
          <JsonEditor file={file} />
        </Box>
      </Box>
    );
  }
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <EditorToolbar
        file={file}
        dirty={dirty}
        onSave={() => void save()}
        onRevert={() => {
          revert();
          setFormKey((k) => k + 1);
        }}
      />
      <Box style={{ flex: 1, minHeight: 0 }}>
        <NewsForm key={formKey} initial={initial} onChange={(values) => setText(serializeNews(values))} />
      </Box>
    </Box>
  );
}
