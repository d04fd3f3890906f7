import { NoteList } from '@/features/notes/components/NoteList';

export default function NotesPage() {
  return <NoteList />;
}
