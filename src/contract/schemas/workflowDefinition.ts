/**
 * The workflow definition check, shared by the portal's editor and the mock platform (so both name the same
 * line). A small JSON reader records the line of every key and value, because `JSON.parse` error messages differ
 * between engines and some carry no position at all. Pure: no I/O, no React.
 */

/** Step types the platform knows (document capture → extraction → checks → decision). */
export const WORKFLOW_STEP_TYPES = [
  'DOCUMENT_CAPTURE',
  'SELFIE_CAPTURE',
  'EXTRACTION',
  'LIVENESS',
  'FACE_MATCH',
  'WATCHLIST_SCREENING',
  'RISK_SCORING',
  'MANUAL_REVIEW',
  'DECISION',
] as const;
export type WorkflowStepType = (typeof WORKFLOW_STEP_TYPES)[number];

/** The transition target that ends the workflow. */
export const WORKFLOW_END = 'END';

export type DefinitionIssueCode =
  | 'JSON_SYNTAX'
  | 'NOT_AN_OBJECT'
  | 'STEPS_REQUIRED'
  | 'STEP_NOT_AN_OBJECT'
  | 'STEP_ID_REQUIRED'
  | 'DUPLICATE_STEP_ID'
  | 'UNKNOWN_STEP_TYPE'
  | 'UNKNOWN_TRANSITION'
  | 'START_REQUIRED'
  | 'UNKNOWN_START';

/** One problem of a definition: `line` is 1-based; `params` fill the message in either language. */
export interface DefinitionIssue {
  code: DefinitionIssueCode;
  line: number;
  params: Record<string, string>;
  /** English text (what the platform answers in `details[].message`). */
  message: string;
}

export interface WorkflowStep {
  id: string;
  type: WorkflowStepType;
  name?: string;
  next?: string;
  onFailure?: string;
}

type JsonNode =
  | { kind: 'object'; line: number; entries: { key: string; keyLine: number; value: JsonNode }[] }
  | { kind: 'array'; line: number; items: JsonNode[] }
  | { kind: 'scalar'; line: number; value: string | number | boolean | null };

class JsonSyntaxError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

/** 1-based line of a character offset. */
export const lineOfOffset = (text: string, offset: number): number => {
  let line = 1;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
};

/** A strict JSON reader (RFC 8259) that keeps the line of every node. */
const readJson = (text: string): JsonNode => {
  let pos = 0;
  let line = 1;
  const fail = (message: string): never => {
    throw new JsonSyntaxError(pos, message);
  };
  const skipSpace = () => {
    while (pos < text.length) {
      const c = text[pos];
      if (c === '\n') line += 1;
      else if (c !== ' ' && c !== '\t' && c !== '\r') break;
      pos += 1;
    }
  };
  const describe = () =>
    pos >= text.length ? 'the end of the text' : text[pos] === '"' ? 'a string' : `'${text[pos]}'`;
  const readString = (): string => {
    const start = pos;
    pos += 1;
    while (pos < text.length) {
      const c = text[pos] as string;
      if (c === '"') {
        pos += 1;
        return JSON.parse(text.slice(start, pos)) as string;
      }
      if (c === '\n' || c.charCodeAt(0) < 0x20) fail('Unterminated string');
      if (c === '\\') {
        const next = text[pos + 1] ?? '';
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6))) fail('Invalid escape');
          pos += 6;
          continue;
        }
        if (!'"\\/bfnrt'.includes(next) || next === '') fail('Invalid escape');
        pos += 2;
        continue;
      }
      pos += 1;
    }
    return fail('Unterminated string');
  };
  const readValue = (): JsonNode => {
    skipSpace();
    const at = line;
    const c = text[pos];
    if (c === '{') {
      pos += 1;
      const entries: { key: string; keyLine: number; value: JsonNode }[] = [];
      skipSpace();
      if (text[pos] === '}') {
        pos += 1;
        return { kind: 'object', line: at, entries };
      }
      for (;;) {
        skipSpace();
        if (text[pos] !== '"')
          fail(`Expected a property name in double quotes, found ${describe()}`);
        const keyLine = line;
        const key = readString();
        skipSpace();
        if (text[pos] !== ':') fail(`Expected ':' after the property name, found ${describe()}`);
        pos += 1;
        entries.push({ key, keyLine, value: readValue() });
        skipSpace();
        if (text[pos] === ',') {
          pos += 1;
          continue;
        }
        if (text[pos] === '}') {
          pos += 1;
          return { kind: 'object', line: at, entries };
        }
        fail(`Expected ',' or '}' after a property value, found ${describe()}`);
      }
    }
    if (c === '[') {
      pos += 1;
      const items: JsonNode[] = [];
      skipSpace();
      if (text[pos] === ']') {
        pos += 1;
        return { kind: 'array', line: at, items };
      }
      for (;;) {
        items.push(readValue());
        skipSpace();
        if (text[pos] === ',') {
          pos += 1;
          continue;
        }
        if (text[pos] === ']') {
          pos += 1;
          return { kind: 'array', line: at, items };
        }
        fail(`Expected ',' or ']' after an array element, found ${describe()}`);
      }
    }
    if (c === '"') return { kind: 'scalar', line: at, value: readString() };
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(
      text.slice(pos, pos + 64),
    );
    if (!literal) return fail(`Unexpected ${describe()}`);
    pos += literal[0].length;
    return {
      kind: 'scalar',
      line: at,
      value: JSON.parse(literal[0]) as string | number | boolean | null,
    };
  };
  const root = readValue();
  skipSpace();
  if (pos < text.length) fail(`Unexpected ${describe()} after the end of the definition`);
  return root;
};

const entryOf = (node: JsonNode, key: string) =>
  node.kind === 'object' ? node.entries.find((e) => e.key === key) : undefined;
const stringOf = (node: JsonNode | undefined): string | null =>
  node?.kind === 'scalar' && typeof node.value === 'string' ? node.value : null;

const issue = (
  code: DefinitionIssueCode,
  line: number,
  message: string,
  params: Record<string, string> = {},
): DefinitionIssue => ({ code, line, message, params });

/** The structural rules: an object with a `start` step id and a non-empty `steps` array of unique steps. */
const checkStructure = (root: JsonNode): DefinitionIssue[] => {
  if (root.kind !== 'object')
    return [issue('NOT_AN_OBJECT', root.line, 'The definition must be a JSON object.')];
  const issues: DefinitionIssue[] = [];
  const steps = entryOf(root, 'steps');
  if (!steps || steps.value.kind !== 'array' || steps.value.items.length === 0) {
    issues.push(
      issue(
        'STEPS_REQUIRED',
        steps?.keyLine ?? root.line,
        '"steps" must be a non-empty array of steps.',
      ),
    );
    return issues;
  }
  const ids = new Set<string>();
  const transitions: { target: string; line: number }[] = [];
  steps.value.items.forEach((step, index) => {
    const position = String(index + 1);
    if (step.kind !== 'object') {
      issues.push(
        issue('STEP_NOT_AN_OBJECT', step.line, `Step ${position} must be an object.`, { position }),
      );
      return;
    }
    const idEntry = entryOf(step, 'id');
    const id = stringOf(idEntry?.value);
    if (!id) {
      issues.push(
        issue(
          'STEP_ID_REQUIRED',
          idEntry?.keyLine ?? step.line,
          `Step ${position} needs an "id".`,
          {
            position,
          },
        ),
      );
    } else if (ids.has(id)) {
      issues.push(
        issue(
          'DUPLICATE_STEP_ID',
          idEntry?.keyLine ?? step.line,
          `The step id "${id}" is used twice.`,
          {
            id,
          },
        ),
      );
    } else ids.add(id);
    const typeEntry = entryOf(step, 'type');
    const type = stringOf(typeEntry?.value);
    if (!type || !(WORKFLOW_STEP_TYPES as readonly string[]).includes(type))
      issues.push(
        issue(
          'UNKNOWN_STEP_TYPE',
          typeEntry?.keyLine ?? step.line,
          `Step ${position} has an unknown "type" (${type ?? 'missing'}).`,
          { position, type: type ?? '' },
        ),
      );
    for (const key of ['next', 'onFailure']) {
      const entry = entryOf(step, key);
      if (!entry) continue;
      const target = stringOf(entry.value);
      transitions.push({ target: target ?? '', line: entry.keyLine });
    }
  });
  for (const { target, line } of transitions)
    if (target !== WORKFLOW_END && !ids.has(target))
      issues.push(
        issue('UNKNOWN_TRANSITION', line, `The transition target "${target}" is not a step id.`, {
          target,
        }),
      );
  const start = entryOf(root, 'start');
  const startId = stringOf(start?.value);
  if (!start || !startId)
    issues.push(
      issue('START_REQUIRED', start?.keyLine ?? root.line, '"start" must name a step id.'),
    );
  else if (!ids.has(startId))
    issues.push(
      issue('UNKNOWN_START', start.keyLine, `The start step "${startId}" is not a step id.`, {
        id: startId,
      }),
    );
  return issues.sort((a, b) => a.line - b.line);
};

/** Every issue of a definition text, ordered by line; empty when it is valid. */
export const checkWorkflowDefinition = (text: string): DefinitionIssue[] => {
  let root: JsonNode;
  try {
    root = readJson(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const line = lineOfOffset(text, error.offset);
    return [
      issue('JSON_SYNTAX', line, `${error.message} (line ${line}).`, { reason: error.message }),
    ];
  }
  return checkStructure(root);
};

/** The steps of a valid definition (for read-only views); empty when it does not pass the check. */
export const stepsOfDefinition = (text: string): WorkflowStep[] => {
  if (checkWorkflowDefinition(text).length) return [];
  const parsed = JSON.parse(text) as { steps: WorkflowStep[] };
  return parsed.steps;
};
