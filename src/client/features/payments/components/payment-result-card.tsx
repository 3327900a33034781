import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";

/** The framed outcome on /payment-success: an icon, a heading, a line of text and the next steps. */
export function PaymentResultCard(props: {
  icon: LucideIcon;
  iconClassName?: string;
  title: string;
  description: ReactNode;
  children?: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <Card className="w-full text-center" data-testid="payment-result">
      <CardHeader className="items-center">
        <Icon className={props.iconClassName ?? "mb-2 size-12 text-primary"} aria-hidden />
        <h1 className="text-2xl font-bold tracking-tight">{props.title}</h1>
        <CardDescription className="text-base">{props.description}</CardDescription>
      </CardHeader>
      {props.children ? (
        <CardContent className="flex flex-wrap justify-center gap-3">{props.children}</CardContent>
      ) : null}
    </Card>
  );
}
