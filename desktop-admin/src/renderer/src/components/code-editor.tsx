import { useComputedColorScheme } from '@mantine/core';
import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useRef, useState } from 'react';
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

  const onMount: OnMount = (editor) => {
    editorRef.current = editor;
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => saveRef.current());
    setMounted(true);
  };

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
      value={value}
      onChange={(next) => onChange(next ?? '')}
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
