import { useComputedColorScheme } from '@mantine/core';
import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { modelPath, monaco } from '../lib/monaco-setup';

type CodeEditor = Parameters<OnMount>[0];

interface CodeEditorProps {
  path: string;
  language: 'json' | 'markdown';
  value: string;
  onChange: (value: string) => void;
  onSave: () => void;
  /** Puts the cursor here once the text is in (a click in the problems panel). */
  reveal?: { line: number; column: number; nonce: number } | null;
  ready?: boolean;
  height?: string | number;
  label: string;
}

/**
 * Monaco, bundled locally, with the model's URI under the workspace path so the JSON schemas
 * apply by file glob. Ctrl/Cmd+S saves. Follows the app's light or dark scheme.
 *
 * The editor owns its text while the admin types: `value` is written into it only when it is not
 * one the editor itself sent (a file read, a revert, a pull). Passed to Monaco as a controlled
 * value, each render compared the text of the last key with the editor's and replaced the whole
 * model when a faster key had already come in, dropping that key and moving the cursor to the end.
 */
export function CodeEditor({
  path,
  language,
  value,
  onChange,
  onSave,
  reveal,
  ready = true,
  height = '100%',
  label,
}: CodeEditorProps) {
  const scheme = useComputedColorScheme('light');
  const editorRef = useRef<CodeEditor | null>(null);
  const [mounted, setMounted] = useState(false);
  const saveRef = useRef(onSave);
  saveRef.current = onSave;
  const echoes = useSentTexts(path);

  const onMount: OnMount = (editor) => {
    editorRef.current = editor;
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => saveRef.current());
    setMounted(true);
  };

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!model) return;
    if (model.getValue() === value) {
      echoes.caughtUp();
      return;
    }
    if (echoes.sent(value)) return; // a render behind the keys: the editor already has newer text
    echoes.caughtUp();
    // Undoable, as an edit the admin made.
    editorRef.current!.executeEdits('camino', [{ range: model.getFullModelRange(), text: value }]);
    editorRef.current!.pushUndoStop();
  }, [value, path, mounted, echoes]);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || !reveal || !ready) return;
    const position = { lineNumber: reveal.line, column: reveal.column };
    editor.setPosition(position);
    editor.revealPositionInCenter(position);
    editor.focus();
  }, [reveal, ready, mounted]);

  return (
    <Editor
      path={modelPath(path)}
      language={language}
      defaultValue={value}
      onChange={(next) => {
        echoes.send(next ?? '');
        onChange(next ?? '');
      }}
      onMount={onMount}
      theme={scheme === 'dark' ? 'vs-dark' : 'vs'}
      height={height}
      wrapperProps={{ 'data-testid': `editor-${language}`, 'aria-label': label }}
      options={{
        minimap: { enabled: false },
        fontSize: 13,
        tabSize: 2,
        automaticLayout: true,
        scrollBeyondLastLine: false,
        wordWrap: language === 'markdown' ? 'on' : 'off',
        fixedOverflowWidgets: true,
      }}
    />
  );
}

/**
 * The texts the editor sent through onChange since the value last matched it, per file: a
 * `value` among them is the parent's echo of an older key, never an outside change.
 */
function useSentTexts(path: string) {
  const [texts] = useState(() => ({ path, sent: new Set<string>() }));
  if (texts.path !== path) {
    texts.path = path;
    texts.sent.clear();
  }
  return useMemo(
    () => ({
      send: (text: string) => texts.sent.add(text),
      sent: (text: string) => texts.sent.has(text),
      caughtUp: () => texts.sent.clear(),
    }),
    [texts],
  );
}
