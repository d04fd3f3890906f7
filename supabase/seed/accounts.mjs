// Seed module of the accounts area (decision 0012): the seeded demo accounts keep the default
// password and may sign in with it. Real sign-ups must choose their own password first.

/** SQL that marks every seeded demo account (@olympiad.test) as allowed to act. */
export function demoAccountActivationsSql() {
  return `-- Demo accounts keep the default password (README, "Demo accounts") and may sign in with it.
insert into private.account_activations (user_id, how)
select u.id, 'demo_seed' from auth.users u
where u.email like '%@olympiad.test'
on conflict (user_id) do nothing;
`;
}
