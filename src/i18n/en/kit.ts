/** English messages of the resource kit's generated screens (src/kit). */
export const kit = {
  kit: {
    filters: {
      search: 'Search',
      from: '%{field} from',
      to: '%{field} to',
      min: '%{field} at least',
      max: '%{field} at most',
    },
    view: { loadFailed: 'This screen could not be loaded.' },
    sections: { history: 'Record history' },
    delete: {
      title: 'Delete “%{name}”?',
      content:
        'The entry is removed for everyone in this tenant. The audit log keeps what it held.',
      guardedTitle: 'Delete “%{name}”',
      done: 'The entry was deleted.',
    },
    create: {
      guardedTitle: 'Confirm the new “%{name}”',
      guardedDescription: 'You are adding “%{name}”.',
    },
    update: {
      locked: 'This entry can no longer be changed.',
      guardedTitle: 'Confirm the change to “%{name}”',
      guardedDescription: 'You are changing “%{name}”.',
    },
    actions: {
      confirmTitle: 'Continue?',
      confirm: 'The change applies to “%{name}” at once.',
      confirmButton: 'Continue',
      guardTitle: 'Confirm the change to “%{name}”',
      done: 'Done.',
      menu: 'Actions',
    },
    errors: { duplicate: 'This value is already in use.' },
  },
};
