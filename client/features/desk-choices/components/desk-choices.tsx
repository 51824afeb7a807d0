import '../../../components/form/forms.css';
import '../../desk-menu/components/desk-menu.css';
import './desk-choices.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { deskMenuQuery } from '../../desk-menu/api/menu';
import { deskChoicesQuery } from '../api/choices';
import { DishGroups } from './dish-groups';
import { GroupBlock } from './group-block';
import { GroupForm } from './group-form';

/** The menu's choice groups (issue 36): reusable groups and their options, a dish's groups, and why a dish cannot be ordered. */
export function DeskChoices() {
  const t = useT();
  const api = useApi();
  const choices = useQuery(deskChoicesQuery(api));
  const menu = useQuery(deskMenuQuery(api));
  const [adding, setAdding] = useState(false);
  const failure = choices.error ?? menu.error;
  const dishes = (menu.data?.dishes ?? []).filter((d) => !d.archived);
  return (
    <section className="desk-menu desk-choices" aria-labelledby="desk-choices-title">
      <h2 id="desk-choices-title">{t('desk_choices.title')}</h2>
      {failure ? (
        <p role="alert" className="desk-error">
          {errorText(failure, t)}
        </p>
      ) : !choices.data || !menu.data ? (
        <p>{t('desk.loading')}</p>
      ) : (
        <>
          {adding ? (
            <GroupForm onDone={() => setAdding(false)} />
          ) : (
            <button type="button" className="desk-button" onClick={() => setAdding(true)}>
              {t('desk_choices.add_group')}
            </button>
          )}
          {choices.data.groups.length === 0 ? <p>{t('desk_choices.no_groups')}</p> : null}
          {choices.data.groups.map((g) => (
            <GroupBlock key={g.id} group={g} dishes={dishes} />
          ))}
          <DishGroups choices={choices.data} dishes={dishes} />
        </>
      )}
    </section>
  );
}
