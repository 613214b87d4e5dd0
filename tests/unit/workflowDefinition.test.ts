import { describe, expect, it } from 'vitest';
import {
  checkWorkflowDefinition,
  lineOfOffset,
  stepsOfDefinition,
} from '../../src/contract/schemas/workflowDefinition';

const valid = `{
  "start": "a",
  "steps": [
    { "id": "a", "type": "DOCUMENT_CAPTURE", "next": "b" },
    { "id": "b", "type": "DECISION", "next": "END" }
  ]
}`;

describe('workflow definition check', () => {
  it('accepts a valid definition and reads its steps', () => {
    expect(checkWorkflowDefinition(valid)).toEqual([]);
    expect(stepsOfDefinition(valid).map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('names the line of a syntax error (missing comma, trailing comma, unterminated string)', () => {
    const missingComma = valid.replace('"a", "type"', '"a" "type"');
    expect(checkWorkflowDefinition(missingComma)).toEqual([
      expect.objectContaining({ code: 'JSON_SYNTAX', line: 4 }),
    ]);
    const trailing = valid.replace('"next": "END" }', '"next": "END", }');
    expect(checkWorkflowDefinition(trailing)[0]).toMatchObject({ code: 'JSON_SYNTAX', line: 5 });
    expect(checkWorkflowDefinition('{\n  "start": "a\n}')[0]).toMatchObject({ line: 2 });
    expect(checkWorkflowDefinition('')[0]).toMatchObject({ code: 'JSON_SYNTAX', line: 1 });
  });

  it('names the line of the offending key for schema errors', () => {
    expect(checkWorkflowDefinition('[]')[0]).toMatchObject({ code: 'NOT_AN_OBJECT', line: 1 });
    expect(checkWorkflowDefinition('{\n  "start": "a",\n  "steps": []\n}')).toEqual([
      expect.objectContaining({ code: 'STEPS_REQUIRED', line: 3 }),
    ]);
    const unknownType = valid.replace('"DECISION"', '"TELEPORT"');
    expect(checkWorkflowDefinition(unknownType)).toEqual([
      expect.objectContaining({
        code: 'UNKNOWN_STEP_TYPE',
        line: 5,
        params: expect.objectContaining({ type: 'TELEPORT' }),
      }),
    ]);
    const badTarget = valid.replace('"next": "b"', '"next": "zzz"');
    expect(checkWorkflowDefinition(badTarget)).toEqual([
      expect.objectContaining({ code: 'UNKNOWN_TRANSITION', line: 4 }),
    ]);
    const duplicate = valid
      .replace('"id": "b"', '"id": "a"')
      .replace('"next": "b"', '"next": "END"');
    expect(checkWorkflowDefinition(duplicate)).toEqual([
      expect.objectContaining({ code: 'DUPLICATE_STEP_ID', line: 5 }),
    ]);
    const badStart = valid.replace('"start": "a"', '"start": "x"');
    expect(checkWorkflowDefinition(badStart)).toEqual([
      expect.objectContaining({ code: 'UNKNOWN_START', line: 2 }),
    ]);
  });

  it('counts lines from offsets', () => {
    expect(lineOfOffset('a\nb\nc', 0)).toBe(1);
    expect(lineOfOffset('a\nb\nc', 2)).toBe(2);
    expect(lineOfOffset('a\nb\nc', 99)).toBe(3);
  });
});
