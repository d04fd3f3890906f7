import { useParams } from 'react-router-dom';
import { NoteEditor } from '@/features/notes/components/NoteEditor';

/** /notes/new and /notes/{id}/edit (approved staff; the database decides who edits which). */
export default function NoteEditorPage() {
  const { id } = useParams();
  return <NoteEditor key={id ?? 'new'} id={id ?? null} />;
}
