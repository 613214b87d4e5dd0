import { Box, FormHelperText, Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { DEFAULT_CODE_EDITOR_HEIGHT, type CodeEditorProps } from './codeEditorTypes';

/** CodeMirror is loaded as its own chunk the first time an editor is shown. */
const CodeEditor = lazy(() => import('./CodeEditor'));

/**
 * <CodeEditor> loaded on demand. Until it has arrived a skeleton of the editor's height (and the helper text)
 * holds its place, so the page does not jump.
 */
export const LazyCodeEditor = (props: CodeEditorProps) => {
  const translate = useTranslate();
  const height = props.height ?? DEFAULT_CODE_EDITOR_HEIGHT;
  return (
    <Suspense
      fallback={
        <Box>
          <Skeleton
            variant="rectangular"
            height={height + 2}
            role="progressbar"
            aria-label={translate('components.codeEditor.loading')}
            sx={{ borderRadius: 1 }}
          />
          {props.helperText && <FormHelperText>{props.helperText}</FormHelperText>}
        </Box>
      }
    >
      <CodeEditor {...props} />
    </Suspense>
  );
};
