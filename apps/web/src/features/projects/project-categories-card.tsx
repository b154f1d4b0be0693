import { useState } from 'react';
import { Shapes } from 'lucide-react';
import { ZProjectCategoryRequestSchema, type TProjectCategory } from '@staffdesk/shared/schemas/projects';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { toast } from '@/lib/toast';
import { TextAreaField, TextField, usePipelineForm } from '@/components/pipeline/form-kit';
import { useProjectCategories } from './api/get-project-categories';
import { useDeleteProjectCategory } from './api/delete-project-category';
import { useSaveProjectCategory } from './api/save-project-category';
import { ReferenceDialog, ReferenceListCard } from '@/components/pipeline/reference-list-card';

const columns: DataTableColumn<TProjectCategory>[] = [
  { id: 'name', header: 'Category', value: (c) => c.name, sortKey: 'name', card: 'title' },
  { id: 'description', header: 'Description', value: (c) => c.description ?? '—', hideBelow: 'lg', card: 'subtitle' },
  {
    id: 'projects',
    header: 'Projects',
    value: (c) => c.projectCount,
    sortKey: 'projects',
    numeric: true,
    width: 'fit',
    card: 'detail',
  },
  {
    id: 'active',
    header: 'State',
    value: (c) => (c.active ? 'Active' : 'Off'),
    cell: (c) => <Badge variant={c.active ? 'success' : 'outline'}>{c.active ? 'Active' : 'Off'}</Badge>,
    width: 'fit',
    card: 'badge',
  },
];

/** For those who may change any project (MANAGE_ANY_PROJECT): the project categories, added, changed, deleted. */
export function ProjectCategoriesCard() {
  const categories = useProjectCategories();
  const remove = useDeleteProjectCategory();
  return (
    <ReferenceListCard
      title="Project Categories"
      description="What kind of work a project is. A category that is off is not offered for new projects."
      noun="category"
      plural="project categories"
      icon={Shapes}
      columns={columns}
      query={categories}
      nameOf={(c) => c.name}
      deleteDescription={(c) =>
        c.projectCount > 0
          ? `${c.name} is used by ${c.projectCount === 1 ? 'a project' : `${c.projectCount} projects`}, so it cannot be deleted: turn it off instead.`
          : `${c.name} is removed.`
      }
      remove={remove}
      dialog={(category, onClose) => <CategoryDialog category={category} onClose={onClose} />}
    />
  );
}

function CategoryDialog({ category, onClose }: { category?: TProjectCategory; onClose: () => void }) {
  const form = usePipelineForm({ name: category?.name ?? '', description: category?.description ?? '' });
  const [active, setActive] = useState(category?.active ?? true);
  const save = useSaveProjectCategory();
  const submit = form.submitWith(ZProjectCategoryRequestSchema, { ...form.values, active }, (parsed, done) =>
    save.mutate(
      { id: category?.id, body: parsed },
      {
        onSuccess: (saved) => {
          toast.success(category ? `${saved.name} was saved.` : `${saved.name} was added.`);
          onClose();
        },
        ...done,
      },
    ),
  );
  return (
    <ReferenceDialog
      title={category ? `Edit Category ${category.name}` : 'Add Project Category'}
      description="Projects are grouped by category in lists and reports."
      pending={save.isPending}
      refusal={form.refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField form={form} name="name" label="Name" />
      <TextAreaField form={form} name="description" label="Description" />
      <div className="flex items-center gap-2">
        <Checkbox id="category-active" checked={active} onCheckedChange={(v) => setActive(v === true)} />
        <Label htmlFor="category-active">Offered for new projects</Label>
      </div>
    </ReferenceDialog>
  );
}
