import { StreamLanguage, type StringStream } from '@codemirror/language';

/**
 * Mail-template support for <CodeEditor>: HTML or plain text with Handlebars tags. A small stream tokenizer, not a
 * full HTML grammar: it colours what an editor of a mail template needs to tell apart (a `{{variable}}`, a
 * `{{#if}}` block, a tag and its attributes, a comment). Its own chunk, loaded when such an editor is shown.
 */
interface State {
  /** Inside `<tag …>` (attributes follow), inside `{{ … }}`, inside `<!-- … -->`, or in the text. */
  inside: 'text' | 'tag' | 'mustache' | 'comment';
  /** `}}` or `}}}`: how the open Handlebars tag ends. */
  close: string;
}

const mustache = (stream: StringStream, state: State): string | null => {
  if (stream.match(state.close)) {
    state.inside = 'text';
    return 'brace';
  }
  if (stream.match(/^[#/^]\s*(if|unless|each|with|else)\b/) || stream.match(/^else\b/))
    return 'keyword';
  if (stream.match(/^[\w.@/-]+/)) return 'variableName';
  if (stream.match(/^"[^"]*"|^'[^']*'/)) return 'string';
  stream.next();
  return null;
};

const language = StreamLanguage.define<State>({
  name: 'handlebars',
  startState: () => ({ inside: 'text', close: '}}' }),
  token: (stream, state) => {
    if (state.inside === 'comment') {
      if (stream.skipTo('-->')) {
        stream.match('-->');
        state.inside = 'text';
      } else stream.skipToEnd();
      return 'comment';
    }
    if (stream.match(/^\{\{!--[\s\S]*?--\}\}/) || stream.match(/^\{\{![^}]*\}\}/)) return 'comment';
    if (stream.match(/^\{\{\{?~?/)) {
      state.close = stream.current().startsWith('{{{') ? '}}}' : '}}';
      state.inside = 'mustache';
      return 'brace';
    }
    if (state.inside === 'mustache') return mustache(stream, state);
    if (state.inside === 'tag') {
      if (stream.match(/^\/?>/)) {
        state.inside = 'text';
        return 'angleBracket';
      }
      if (stream.match(/^[\w:-]+/)) return 'attributeName';
      if (stream.match(/^"[^"{]*"?|^'[^'{]*'?/)) return 'string';
      stream.next();
      return null;
    }
    if (stream.match('<!--')) {
      state.inside = 'comment';
      return 'comment';
    }
    if (stream.match(/^<\/?[A-Za-z][\w-]*/)) {
      state.inside = 'tag';
      return 'tagName';
    }
    if (stream.match(/^<!doctype[^>]*>/i)) return 'meta';
    stream.next();
    while (!stream.eol() && !/[<{]/.test(stream.peek() ?? '')) stream.next();
    return null;
  },
});

export default () => language;
