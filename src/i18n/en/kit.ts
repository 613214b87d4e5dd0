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
    sections: { history: 'Record history' },
    delete: {
      title: 'Delete “%{name}”?',
      content:
        'The entry is removed for everyone in this tenant. The audit log keeps what it held.',
      guardedTitle: 'Delete “%{name}”',
      done: 'The entry was deleted.',
    },
    errors: { duplicate: 'This value is already in use.' },
  },
};
