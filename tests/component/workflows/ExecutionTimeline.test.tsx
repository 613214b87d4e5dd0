import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExecutionTimeline } from '../../../src/resources/workflow-executions/ExecutionTimeline';
import type { TimelineEntry } from '../../../src/contract/schemas/workflows';
import { renderWithI18n } from '../../support/renderWithI18n';

const failed: TimelineEntry[] = [
  { status: 'STARTED', step: null, at: '2026-11-01T10:00:00.000Z', message: 'Execution started.' },
  {
    status: 'STEP_COMPLETED',
    step: 'capture',
    at: '2026-11-01T10:00:30.000Z',
    message: 'Capture done.',
  },
  {
    status: 'STEP_FAILED',
    step: 'liveness',
    at: '2026-11-01T10:01:00.000Z',
    message: 'Liveness check did not pass.',
  },
  { status: 'FAILED', step: null, at: '2026-11-01T10:01:00.000Z', message: 'Execution failed.' },
];

describe('ExecutionTimeline', () => {
  it('lists every entry in order with its UTC time and message', () => {
    renderWithI18n(<ExecutionTimeline timeline={failed} status="FAILED" />);
    const list = screen.getByLabelText('Status timeline');
    const text = list.textContent ?? '';
    const order = ['Started', 'Step "capture" completed', 'Step "liveness" failed', 'Failed'].map(
      (t) => text.indexOf(t),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(within(list).getByText('2026-11-01 10:00:30 UTC')).toBeInTheDocument();
    expect(within(list).getByText('Liveness check did not pass.')).toBeInTheDocument();
    expect(within(list).queryByText('Waiting for the next step')).not.toBeInTheDocument();
  });

  it('ends a running execution with a waiting entry', () => {
    renderWithI18n(<ExecutionTimeline timeline={failed.slice(0, 2)} status="RUNNING" />);
    expect(screen.getByText('Waiting for the next step')).toBeInTheDocument();
  });

  it('translates the platform messages by code and names steps by their name (German)', () => {
    const coded: TimelineEntry[] = [
      {
        status: 'STEP_COMPLETED',
        step: 'doc-check',
        stepName: 'Document check',
        at: '2026-11-01T10:00:30.000Z',
        code: 'STEP_DONE',
        message: 'Document check completed.',
      },
      {
        status: 'STEP_FAILED',
        step: 'face-match',
        stepName: 'Face match',
        at: '2026-11-01T10:01:00.000Z',
        code: 'FACE_MISMATCH',
        message: 'Face does not match the document photo.',
      },
      {
        status: 'FAILED',
        step: null,
        stepName: null,
        at: '2026-11-01T10:01:00.000Z',
        code: 'SOMETHING_NEWER',
        message: 'A message this portal has no translation for.',
      },
    ];
    renderWithI18n(<ExecutionTimeline timeline={coded} status="FAILED" />, { locale: 'de' });
    expect(screen.getByText('Schritt "Document check" abgeschlossen')).toBeInTheDocument();
    expect(screen.getByText('Document check abgeschlossen.')).toBeInTheDocument();
    expect(
      screen.getByText('Das Gesicht stimmt nicht mit dem Foto im Dokument überein.'),
    ).toBeInTheDocument();
    // A code the portal does not know yet: the platform's own text, never the key.
    expect(screen.getByText('A message this portal has no translation for.')).toBeInTheDocument();
  });

  it('says so when nothing was recorded (German)', () => {
    renderWithI18n(<ExecutionTimeline timeline={[]} status="RUNNING" />, { locale: 'de' });
    expect(
      screen.getByText('Für diese Ausführung sind keine Ereignisse erfasst.'),
    ).toBeInTheDocument();
  });
});
