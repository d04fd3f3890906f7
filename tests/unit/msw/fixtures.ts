import type { Profile } from '@/lib/domain';

const CREATED_AT = '2026-11-01T09:00:00.000Z';

/** A test profile always has an e-mail (the column allows null; sign-up always sets it). */
type TestProfile = Profile & { email: string };

function profile(
  overrides: Partial<Profile> & Pick<TestProfile, 'id' | 'email' | 'role'>,
): TestProfile {
  return {
    full_name: null,
    status: 'approved',
    score: 0,
    problems_solved: 0,
    avatar_url: null,
    created_at: CREATED_AT,
    language: null,
    ...overrides,
  };
}

export const profiles = {
  student: profile({
    id: '11111111-1111-4111-8111-111111111111',
    email: 'ada@example.com',
    full_name: 'Ada Lovelace',
    role: 'contestant',
    score: 21,
    problems_solved: 3,
  }),
  instructor: profile({
    id: '22222222-2222-4222-8222-222222222222',
    email: 'emmy@example.com',
    full_name: 'Emmy Noether',
    role: 'instructor',
  }),
  pendingInstructor: profile({
    id: '33333333-3333-4333-8333-333333333333',
    email: 'sophie@example.com',
    full_name: 'Sophie Germain',
    role: 'instructor',
    status: 'pending',
  }),
  admin: profile({
    id: '44444444-4444-4444-8444-444444444444',
    email: 'alan@example.com',
    full_name: 'Alan Turing',
    role: 'admin',
  }),
  superadmin: profile({
    id: '55555555-5555-4555-8555-555555555555',
    email: 'root@example.com',
    full_name: 'Super Admin',
    role: 'superadmin',
  }),
} satisfies Record<string, TestProfile>;

export const problemRow = {
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  title: 'Sum of squares',
  content: { body: 'Find all integers $n$ such that $n^2 + 1$ is prime.' },
  topic: 'Number Theory',
  difficulty: 'Juniors',
  marks: 7,
  is_public: true,
  created_by: profiles.instructor.id,
  attachment_path: null,
  created_at: CREATED_AT,
  author: { full_name: profiles.instructor.full_name, avatar_url: null },
};

export const contestRow = {
  id: 'cccccccc-0000-4000-8000-000000000001',
  title: 'Autumn Cup',
  description: 'Four problems, four hours.',
  start_time: '2026-11-10T09:00:00.000Z',
  end_time: '2026-11-10T13:00:00.000Z',
  created_at: CREATED_AT,
  created_by: profiles.instructor.id,
  results_mode: 'instant',
};

export const commentRow = {
  id: 'dddddddd-0000-4000-8000-000000000001',
  problem_id: problemRow.id,
  user_id: profiles.student.id,
  content: 'Try small cases first.',
  created_at: CREATED_AT,
  edited_at: null,
  is_spoiler: false,
  comment_spoiler_text: null,
  profiles: { full_name: profiles.student.full_name, avatar_url: null },
};

export const answerRow = {
  id: 'eeeeeeee-0000-4000-8000-000000000001',
  problem_id: problemRow.id,
  user_id: profiles.student.id,
  content: 'n = 1, 2, 4, 6',
  status: 'submitted',
  submitted_at: CREATED_AT,
  graded_by: null,
  graded_at: null,
  marks_awarded: null,
  feedback: null,
  auto_graded: false,
  grade_version: 0,
};

export const teamMemberRow = {
  id: 'ffffffff-0000-4000-8000-000000000001',
  name: 'Maryam Mirzakhani',
  role_title: 'Head Coach',
  bio: 'Geometry and dynamics.',
  photo_url: null,
  position: 1,
};
