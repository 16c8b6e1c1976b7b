"""The Qt side of Tallyo Desktop: the controller and the widgets. The core never imports this."""
