import { Briefcase, Building2, Fuel, GraduationCap, Receipt, Truck, type LucideIcon } from "lucide-react";
import type { ServiceGroupId } from "~/lib/catalog";

export const groupIcons: Record<ServiceGroupId, LucideIcon> = {
  irp: Truck,
  ifta: Fuel,
  formation: Building2,
  tax: Receipt,
  training: GraduationCap,
  misc: Briefcase,
};

export function ServiceGroupIcon({ group, className }: { group: ServiceGroupId; className?: string }) {
  const Icon = groupIcons[group];
  return <Icon aria-hidden="true" className={className} />;
}
