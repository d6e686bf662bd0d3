package larder.platform.event;

/**
 * Shows the object of some of a module's {@link ApiEvent}s as the API shows it. Wire shapes live in web packages, so
 * such an event carries its module's own value (a list, a priced cart, a recipe, a checkout), and the module's web
 * package, beside its views, has the renderer that turns it into the view a webhook body holds. The outbox asks the
 * renderer whose {@link #events()} the event is; an event that no renderer claims is written with its
 * {@link ApiEvent#object()} as it is (the id of a gone resource, a summary made of plain values).
 *
 * @param <E> the events it renders
 */
public interface ApiEventRenderer<E extends ApiEvent> {

    /** The events it renders: a class, or an interface they share. At most one renderer claims an event. */
    Class<E> events();

    /** The object of {@code event} as the API shows it. */
    Object object(E event);
}
