import { createElement } from 'react';
import { Menu, useTranslate } from 'react-admin';
import { useMenuEntries } from './menuEntries';

/** The sidebar menu: the entries the user may open, in registry order. */
export const PortalMenu = () => {
  const translate = useTranslate();
  const { entries } = useMenuEntries();
  return (
    <Menu>
      {entries.map((entry) => (
        <Menu.Item
          key={entry.to}
          to={entry.to}
          primaryText={translate(entry.labelKey, { smart_count: 2 })}
          leftIcon={createElement(entry.icon)}
        />
      ))}
    </Menu>
  );
};
