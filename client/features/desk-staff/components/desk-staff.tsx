import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../../../shared/desk';
import { useApi } from '../../../app-context';
import { PhoneField } from '../../../components/form/phone-field';
import { isCompletePhone, phoneForApi } from '../../../components/form/phone';
import { useT } from '../../../i18n';
import { errorText, fieldErrors } from '../../../session/error-text';
import type { StaffMember } from '../../../../shared/api/desk';
import { shortDateTimeOf, shownTime } from '../../../../shared/hours';
import { AUDIT_PAGE_SIZE, deskAuditQuery, deskStaffQuery, useAddStaff, useRemoveStaff } from '../api/staff';

/** Owners only (the server refuses managers too): the staff list, adding and removing, and the audit log. */
export function DeskStaff({ me }: { me: StaffMember }) {
  if (me.role !== 'owner') return null;
  return (
    <>
      <StaffList me={me} />
      <AuditLog />
    </>
  );
}

function StaffList({ me }: { me: StaffMember }) {
  const t = useT();
  const staff = useQuery(deskStaffQuery(useApi()));
  const add = useAddStaff();
  const remove = useRemoveStaff();
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<StaffRole>('manager');
  const [confirming, setConfirming] = useState<StaffMember | null>(null);
  const addErrors = fieldErrors(add.error, t);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isCompletePhone(phone)) return;
    add.mutate({ phone: phoneForApi(phone), role }, { onSuccess: () => setPhone('') });
  };

  return (
    <section className="desk-staff" aria-labelledby="desk-staff-title">
      <h2 id="desk-staff-title">{t('desk.staff.title')}</h2>
      {staff.isError ? (
        <p role="alert" className="desk-error">
          {errorText(staff.error, t)}
        </p>
      ) : null}
      {staff.data ? (
        <ul className="desk-staff-list">
          {staff.data.map((member) => (
            <li key={member.id}>
              <span>
                {member.name || `+993${member.phone}`} · {t(`desk.roles.${member.role}`)}
              </span>
              {member.id === me.id ? null : confirming?.id === member.id ? (
                <span role="group" aria-label={t('desk.staff.remove_confirm', { name: member.name || `+993${member.phone}` })}>
                  {t('desk.staff.remove_confirm', { name: member.name || `+993${member.phone}` })}{' '}
                  <button
                    type="button"
                    className="desk-button desk-button-danger"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(member.id, { onSettled: () => setConfirming(null) })}
                  >
                    {t('desk.staff.remove_yes')}
                  </button>
                  <button type="button" className="desk-link" onClick={() => setConfirming(null)}>
                    {t('desk.staff.cancel')}
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  className="desk-link"
                  aria-label={t('desk.staff.remove_who', { name: member.name || `+993${member.phone}` })}
                  onClick={() => {
                    remove.reset();
                    setConfirming(member);
                  }}
                >
                  {t('desk.staff.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : staff.isPending ? (
        <p>{t('desk.loading')}</p>
      ) : null}
      {remove.error ? (
        <p role="alert" className="desk-error">
          {errorText(remove.error, t)}
        </p>
      ) : null}
      <form className="desk-staff-add" onSubmit={submit} noValidate>
        <h3>{t('desk.staff.add_title')}</h3>
        <PhoneField label={t('desk.staff.phone')} value={phone} onChange={(value) => setPhone(value)} error={addErrors.phone} />
        <label>
          {t('desk.staff.role')}{' '}
          <select value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`desk.roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="desk-button" disabled={add.isPending || !isCompletePhone(phone)}>
          {t('desk.staff.add')}
        </button>
        {add.error && !addErrors.phone ? (
          <p role="alert" className="desk-error">
            {errorText(add.error, t)}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function AuditLog() {
  const t = useT();
  const [page, setPage] = useState(1);
  const audit = useQuery(deskAuditQuery(useApi(), page));
  const total = audit.data?.meta?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  return (
    <section className="desk-audit" aria-labelledby="desk-audit-title">
      <h2 id="desk-audit-title">{t('desk.audit.title')}</h2>
      {audit.isError ? (
        <p role="alert" className="desk-error">
          {errorText(audit.error, t)}
        </p>
      ) : audit.data ? (
        <table className="desk-lines">
          <thead>
            <tr>
              <th scope="col">{t('desk.audit.when')}</th>
              <th scope="col">{t('desk.audit.who')}</th>
              <th scope="col">{t('desk.audit.action')}</th>
              <th scope="col">{t('desk.audit.entity')}</th>
            </tr>
          </thead>
          <tbody>
            {audit.data.data.map((entry) => (
              <tr key={entry.id}>
                <td>{shownTime(entry.at, shortDateTimeOf)}</td>
                <td>
                  {entry.actor_user ? entry.actor_user.name || `+993${entry.actor_user.phone}` : t(`desk.audit.actors.${entry.actor}`)}
                </td>
                <td>
                  {/* the shop rules' actions and things are worded in their own group (desk_rules.audit) */}
                  {entry.entity === 'product' || entry.entity === 'shop'
                    ? t(`desk_rules.audit.${entry.action.replace('.', '_')}`)
                    : t(`desk.audit.actions.${entry.action.replace('.', '_')}`)}
                </td>
                <td>
                  {entry.entity === 'order'
                    ? t('desk.audit.order', { id: entry.entity_id })
                    : entry.entity === 'staff'
                      ? t('desk.audit.staff', { id: entry.entity_id })
                      : entry.entity === 'shop'
                        ? t('desk_rules.audit.shop')
                        : entry.entity === 'zone'
                          ? t('desk_zones.audit_entity', { id: entry.entity_id })
                          : t(`desk_menu.audit.${entry.entity}`, { id: entry.entity_id })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('desk.loading')}</p>
      )}
      <nav className="desk-pager" aria-label={t('desk.audit.pages')}>
        <button type="button" className="desk-link" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {t('desk.audit.prev')}
        </button>
        <span>{t('desk.audit.page', { page, pages })}</span>
        <button type="button" className="desk-link" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          {t('desk.audit.next')}
        </button>
      </nav>
    </section>
  );
}
