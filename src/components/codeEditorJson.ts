/** JSON support for <CodeEditor>: its own small chunk, loaded when a JSON editor is first shown. */
export { json as default } from '@codemirror/lang-json';
